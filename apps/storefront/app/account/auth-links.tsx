import { Link, useLocation } from 'react-router';

/**
 * Spec §2: login, register and forgot-password keep the current query (the redirectUrl above all) when the
 * shopper moves between them. A tab or step of the page left is not carried over.
 */
export function authHref(path: string, search: string, set: Record<string, string> = {}): string {
  const query = new URLSearchParams(search);
  query.delete('tab');
  for (const [name, value] of Object.entries(set)) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function AuthLink({
  to,
  set,
  children,
  ...rest
}: {
  to: string;
  set?: Record<string, string>;
  children: React.ReactNode;
} & Omit<React.ComponentProps<typeof Link>, 'to'>) {
  const { search } = useLocation();
  return (
    <Link to={authHref(to, search, set)} {...rest}>
      {children}
    </Link>
  );
}
