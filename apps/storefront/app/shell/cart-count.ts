import { useSyncExternalStore } from 'react';

// How many items the shopper's cart holds, as the browser last heard: from /_shopper after a page loads, and from
// every cart change made in place. Pages kept for every visitor carry none, so it lives here, not in page data.

let known: number | undefined;
/** Counts the changes shown, so an answer asked for before one is not shown after it. */
let shown = 0;
const listeners = new Set<() => void>();

/** Taken before asking the server for the count; see showCartCount. */
export const cartCountStamp = () => shown;

/**
 * Shows a count the server gave, and says whether it did. `askedAt` (cartCountStamp when it was asked for): an
 * answer to an older question is dropped if a newer count has been shown meanwhile.
 */
export function showCartCount(count: number, askedAt = shown): boolean {
  if (askedAt !== shown || !Number.isFinite(count)) return false;
  shown += 1;
  known = Math.max(0, count);
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart's item count the browser knows, or undefined before it has heard any (and on the server). */
export function useCartCount(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => undefined,
  );
}
