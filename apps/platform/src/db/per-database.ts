import { TtlMemo } from '@vitrine/contract';
import type { Db } from './database';

/**
 * Values loaded from a database and kept for a while, one memo per database (tests run several). Failures are
 * not kept, so the next call tries again.
 */
export function memoPerDatabase<T>(options: ConstructorParameters<typeof TtlMemo<T>>[0]) {
  const memos = new WeakMap<Db, TtlMemo<T>>();
  return (db: Db): TtlMemo<T> => {
    let memo = memos.get(db);
    if (!memo) {
      memo = new TtlMemo<T>(options);
      memos.set(db, memo);
    }
    return memo;
  };
}

/** One value per database, loaded by `load` and kept `ttlMs`. */
export function keptPerDatabase<T>(
  ttlMs: number,
  load: (db: Db) => Promise<T>,
  now: () => number = Date.now,
) {
  const memoOf = memoPerDatabase<T>({ ttlMs, now });
  return {
    get: (db: Db): Promise<T> => memoOf(db).get('value', () => load(db)),
    forget: (db: Db): void => memoOf(db).clear(),
  };
}
