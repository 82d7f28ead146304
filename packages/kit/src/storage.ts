/** Local storage of the shop: every entry is stored with its timestamp and an optional time-to-live. */
export const STORAGE_KEYS = {
  token: 'm_token',
  themeColors: 'm_theme_colors',
  currency: 'm_currency',
  previousSearches: 'm_prevSearches',
  userPincode: 'm_userPincode',
  userCart: 'm_usercart',
  wishlistUids: 'm_wishlistUids',
  compareSlugs: 'm_compare_slugs',
  orderingStore: 'm_orderingStore',
  deploymentStore: 'm_deploymentStore',
  selectedEmployee: 'm_selectedEmployee',
  pincodeValidatedOnCart: 'm_pincode_validated_on_cart',
  locationDetails: 'm_locationDetails',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

interface StoredEntry<T> {
  value: T;
  timestamp: number;
  /** Milliseconds after `timestamp` when the entry expires. */
  ttl?: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** Storage failures (private mode, quota, bad JSON) are only logged; the shop carries on without the entry. */
function logFailure(action: string, key: string, error: unknown): void {
  console.error(`Local storage ${action} failed for ${key}`, error);
}

export function setStoredItem<T>(
  key: string,
  value: T,
  ttl?: number,
  storage: Storage | undefined = browserStorage(),
  now = Date.now(),
): void {
  if (!storage) return;
  const entry: StoredEntry<T> =
    ttl === undefined ? { value, timestamp: now } : { value, timestamp: now, ttl };
  try {
    storage.setItem(key, JSON.stringify(entry));
  } catch (error) {
    logFailure('write', key, error);
  }
}

/** The stored value, or null when absent, unreadable or expired (an expired entry is removed). */
export function getStoredItem<T>(
  key: string,
  storage: Storage | undefined = browserStorage(),
  now = Date.now(),
): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const entry = JSON.parse(raw) as StoredEntry<T>;
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) return null;
    if (entry.ttl !== undefined && now > entry.timestamp + entry.ttl) {
      storage.removeItem(key);
      return null;
    }
    return entry.value;
  } catch (error) {
    logFailure('read', key, error);
    return null;
  }
}

export function removeStoredItem(key: string, storage: Storage | undefined = browserStorage()): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch (error) {
    logFailure('remove', key, error);
  }
}

/** Clears the shop's entries; the chosen deployment store is kept. */
export function clearStoredItems(storage: Storage | undefined = browserStorage()): void {
  if (!storage) return;
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.deploymentStore) removeStoredItem(key, storage);
  }
}

const RECENT_SEARCH_LIMIT = 5;

export function getRecentSearches(storage: Storage | undefined = browserStorage()): string[] {
  const stored = getStoredItem<unknown>(STORAGE_KEYS.previousSearches, storage);
  return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
}

/** Most recent first, without duplicates (case-insensitive), at most 5. */
export function addRecentSearch(term: string, storage: Storage | undefined = browserStorage()): string[] {
  const text = term.trim();
  if (!text) return getRecentSearches(storage);
  const next = [
    text,
    ...getRecentSearches(storage).filter((item) => item.toLowerCase() !== text.toLowerCase()),
  ];
  const kept = next.slice(0, RECENT_SEARCH_LIMIT);
  setStoredItem(STORAGE_KEYS.previousSearches, kept, undefined, storage);
  return kept;
}
