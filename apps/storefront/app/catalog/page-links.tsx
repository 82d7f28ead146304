import { Link, useLocation } from 'react-router';
import type { PageData } from './listing-types';

/** Previous/next links of a numbered list. */
export function PageLinks({ page }: { page: PageData }) {
  const { pathname, search } = useLocation();
  const current = page.current ?? 1;
  const to = (n: number) => {
    const query = new URLSearchParams(search);
    if (n <= 1) query.delete('page_no');
    else query.set('page_no', String(n));
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  if (current <= 1 && !page.has_next) return null;
  return (
    <nav className="listing__more" aria-label="Pages">
      {current > 1 ? (
        <Link to={to(current - 1)} rel="prev" className="button button--ghost">
          Previous
        </Link>
      ) : null}
      {page.has_next ? (
        <Link to={to(current + 1)} rel="next" className="button button--ghost" data-testid="next-page">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
