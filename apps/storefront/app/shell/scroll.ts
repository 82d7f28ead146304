import type { Location, UIMatch } from 'react-router';

/** A route opts out of scrolling to top when only its query changes: `export const handle = { keepScrollOnQueryChange: true }`. */
export interface ScrollHandle {
  keepScrollOnQueryChange?: boolean;
}

/**
 * The key ScrollRestoration stores positions under. Keying by path on routes that keep their scroll means a
 * query-only change lands on the same saved position instead of the top.
 */
export function scrollKey(location: Location, matches: UIMatch[]): string {
  const handle = matches[matches.length - 1]?.handle as ScrollHandle | undefined;
  return handle?.keepScrollOnQueryChange ? location.pathname : location.key;
}
