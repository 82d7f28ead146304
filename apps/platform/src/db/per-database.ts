import type { Db } from './database';

/**
 * A value loaded from a database and kept for a while, one per database (tests run several). Failures are not
 * kept, so the next call tries again.
 */
export function keptPerDatabase<T>(ttlMs: number, load: (db: Db) => Promise<T>) {
  const loaded = new WeakMap<Db, { until: number; value: Promise<T> }>();
  return {
    get(db: Db, now = Date.now()): Promise<T> {
      const hit = loaded.get(db);
      if (hit && hit.until > now) return hit.value;
      const value = load(db);
      loaded.set(db, { until: now + ttlMs, value });
      value.catch(() => {
        if (loaded.get(db)?.value === value) loaded.delete(db);
      });
      return value;
    },
    forget(db: Db): void {
      loaded.delete(db);
    },
  };
}
