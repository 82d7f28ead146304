import { useMatches } from 'react-router';

/**
 * Whether the page stands outside the main layout (no header, footer or extension slots), as a route says with
 * `export const handle = { outsideLayout: true }` (spec §2: the payment link page).
 */
export function useOutsideLayout(): boolean {
  return useMatches().some(
    (match) => (match.handle as { outsideLayout?: unknown } | undefined)?.outsideLayout === true,
  );
}
