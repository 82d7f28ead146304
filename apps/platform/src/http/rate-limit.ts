import { createHash } from 'node:crypto';
import type { PlatformConfig } from '../config';

/** At most `max` attempts per key within any `windowMs` (a sliding window). */
export interface LimitRule {
  /** Keeps the counts of different rules apart. */
  name: string;
  max: number;
  windowMs: number;
}

/** The answer to a reservation: `allowed`, or refused with the milliseconds until the key may try again. */
interface Reservation {
  allowed: boolean;
  waitMs: number;
}

/**
 * Counts attempts per key, e.g. sign-ins per account. An attempt is reserved before it is made, in one atomic
 * step that refuses past the limit, so parallel attempts cannot all pass a check made before any of them is
 * counted. In one process a map (tests); by default rows in the database, so counts survive a restart; with
 * REDIS_URL, sorted sets in Redis, shared by every process of the shop.
 */
export interface RateLimits {
  /** Counts one more attempt of `key` unless it is at the limit. */
  reserve(rule: LimitRule, key: string): Promise<Reservation>;
  /** Gives back the latest reserved attempt of `key`, one that should not count (it succeeded). */
  release(rule: LimitRule, key: string): Promise<void>;
  /** Forgets every attempt of `key` under `rule`. */
  reset(rule: LimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

export type Clock = () => number;

/** The time until the oldest attempt that keeps `times` (ascending) at the limit leaves the window. */
function waitFrom(times: readonly number[], rule: LimitRule, now: number): number {
  if (times.length < rule.max) return 0;
  return Math.max(1, times[times.length - rule.max] + rule.windowMs - now);
}

/** Stored and shared counts never hold a raw key, which may be an e-mail address. */
export const keyDigest = (key: string) => createHash('sha256').update(key).digest('base64url');

export function localRateLimits(options: { clock?: Clock; maxKeys?: number } = {}): RateLimits {
  const clock = options.clock ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const attempts = new Map<string, number[]>();
  const recent = (id: string, rule: LimitRule, now: number) =>
    (attempts.get(id) ?? []).filter((at) => at > now - rule.windowMs);
  return {
    async reserve(rule, key) {
      const id = `${rule.name}\n${key}`;
      const now = clock();
      const times = recent(id, rule, now);
      const waitMs = waitFrom(times, rule, now);
      if (waitMs > 0) return { allowed: false, waitMs };
      times.push(now);
      // Re-inserted so Map order is the order keys were last tried; the oldest go first under a flood of keys.
      attempts.delete(id);
      attempts.set(id, times);
      if (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value as string);
      return { allowed: true, waitMs: 0 };
    },
    async release(rule, key) {
      attempts.get(`${rule.name}\n${key}`)?.pop();
    },
    async reset(rule, key) {
      attempts.delete(`${rule.name}\n${key}`);
    },
    async close() {
      attempts.clear();
    },
  };
}

/**
 * Where a shop's counts live in a shared Redis: one Redis may serve several shops (and every test's fresh
 * schema), so the prefix names the database the processes share, without its credentials.
 */
export function sharedLimitsPrefix(config: Pick<PlatformConfig, 'databaseUrl' | 'dataDir'>): string {
  let database = `pglite:${config.dataDir}`;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    database = `postgres://${url.host}${url.pathname}${url.search}`;
  }
  return `vitrine:limits:${createHash('sha256').update(database).digest('hex').slice(0, 16)}:`;
}
