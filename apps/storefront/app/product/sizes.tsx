import { useText } from '@vitrine/kit';
import { Link, useLocation } from 'react-router';

export interface SizeOption {
  value?: string;
  display?: string;
  quantity?: number;
  is_available?: boolean;
}

/** Size choice as links (`?size=M`), so it works before scripts load; the page keeps its scroll position. */
export function SizePicker({ sizes, selected }: { sizes: SizeOption[]; selected?: string }) {
  const t = useText();
  const { pathname, search } = useLocation();
  if (sizes.length === 0) return null;
  const to = (value: string) => {
    const query = new URLSearchParams(search);
    query.set('size', value);
    return `${pathname}?${query}`;
  };
  return (
    <section className="pdp__section" aria-labelledby="sizes-title">
      <h2 id="sizes-title">{t('product.selectSize')}</h2>
      <div className="sizes" data-testid="sizes">
        {sizes.map((size) => {
          if (!size.value) return null;
          const label = size.display ?? size.value;
          return size.is_available === false ? (
            <span
              key={size.value}
              className="size-button"
              aria-disabled="true"
              data-testid="size-button"
              data-size={size.value}
              title="Out of stock"
            >
              {label}
            </span>
          ) : (
            <Link
              key={size.value}
              className="size-button"
              to={to(size.value)}
              replace
              preventScrollReset
              aria-current={selected === size.value ? 'true' : undefined}
              data-selected={selected === size.value}
              data-testid="size-button"
              data-size={size.value}
            >
              {label}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
