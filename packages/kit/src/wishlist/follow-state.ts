import type { FollowType } from '@vitrine/contract';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import { getStoredItem, removeStoredItem, STORAGE_KEYS, setStoredItem } from '../storage';

/** The storefront's resource route for follows: GET answers the shopper's followed ids, POST follows or unfollows. */
export const FOLLOW_PATH = '/_follow';

/** The ids a shopper follows, by type, as kept under m_wishlistUids. */
export type FollowedIds = Record<FollowType, string[]>;

let followed: FollowedIds | null | undefined;
/** The root data the ids were last asked for: signing in or out reloads it, and the ids are asked for again. */
let askedFor: unknown = Symbol('never asked');
let asking = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function publish(ids: FollowedIds | null): void {
  followed = ids;
  if (ids) setStoredItem(STORAGE_KEYS.wishlistUids, ids);
  else removeStoredItem(STORAGE_KEYS.wishlistUids);
  notify();
}

/**
 * Cached pages are the same for every visitor, so which hearts are filled is asked for after the page loads
 * (never kept by anyone); until the answer comes, the ids stored from the last answer are shown (signing out
 * clears them).
 */
function ask(root: unknown): void {
  if (root === askedFor) return;
  askedFor = root;
  const current = ++asking;
  followed = getStoredItem<FollowedIds>(STORAGE_KEYS.wishlistUids);
  notify();
  fetch(FOLLOW_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body: { ids?: FollowedIds | null } | undefined) => {
      if (body && current === asking) publish(body.ids ?? null);
    })
    .catch(() => {});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The shop's session as the storefront knows it (its root data): when it changes (signing in or out) the ids
 * are asked for again. Without a provider (a theme drawn outside the storefront) there are no hearts.
 */
const FollowSession = createContext<{ session: unknown } | null>(null);

export function FollowedIdsProvider(props: { session: unknown; children: ReactNode }) {
  return createElement(FollowSession.Provider, { value: { session: props.session } }, props.children);
}

/** Whether hearts can be drawn here: the storefront provides the followed ids. */
export function useCanFollow(): boolean {
  return useContext(FollowSession) !== null;
}

/** Whether the signed-in shopper follows this; false on the server and for visitors. */
export function useFollowed(type: FollowType, id: string): boolean {
  const context = useContext(FollowSession);
  const provided = context !== null;
  const session = context?.session;
  useEffect(() => {
    if (provided) ask(session);
  }, [provided, session]);
  return useSyncExternalStore(
    subscribe,
    () => (provided ? (followed?.[type]?.includes(id) ?? false) : false),
    () => false,
  );
}

/**
 * Follows or unfollows through the storefront, which answers the local follow flag; a visitor is sent to sign
 * in, and comes back with the follow done (routes/follow.ts).
 */
export async function toggleFollow(
  type: FollowType,
  id: string,
  follow: boolean,
  back: string,
): Promise<void> {
  const form = new URLSearchParams({ type, id, intent: follow ? 'follow' : 'unfollow', redirectUrl: back });
  const response = await fetch(FOLLOW_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { login?: string; followed?: boolean };
  if (response.status === 401 && body.login) {
    publish(null);
    window.location.assign(body.login);
    return;
  }
  if (!response.ok) throw new Error('Something went wrong');
  // An answer to an earlier ask may still be on its way: it no longer says what is followed.
  asking++;
  const current = followed ?? { products: [], brands: [], collections: [] };
  const others = (current[type] ?? []).filter((each) => each !== id);
  publish({ ...current, [type]: body.followed ? [id, ...others] : others });
}
