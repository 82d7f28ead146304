import { createHash, randomUUID } from 'node:crypto';
import type { PlatformConfig } from '../config';

/** At most `max` attempts per key within any `windowMs` (a sliding window). */
export interface LimitRule {
  /** Keeps the counts of different rules apart. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Counts attempts per key, e.g. failed sign-ins per username. In one process a map; with REDIS_URL, sorted sets
 * in Redis, so every process of the shop sees the same counts.
 */
export interface RateLimits {
  /** Milliseconds until `key` may try again under `rule`; 0 while it is under the limit. */
  waitFor(rule: LimitRule, key: string): Promise<number>;
  /** Counts one more attempt. */
  hit(rule: LimitRule, key: string): Promise<void>;
  /** Forgets every attempt of `key` under `rule`. */
  reset(rule: LimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

type Clock = () => number;

/** The time until the oldest attempt that keeps `times` (ascending) at the limit leaves the window. */
function waitFrom(times: readonly number[], rule: LimitRule, now: number): number {
  if (times.length < rule.max) return 0;
  return Math.max(1, times[times.length - rule.max] + rule.windowMs - now);
}

export function localRateLimits(options: { clock?: Clock; maxKeys?: number } = {}): RateLimits {
  const clock = options.clock ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const attempts = new Map<string, number[]>();
  const recent = (id: string, rule: LimitRule, now: number) => {
    const times = (attempts.get(id) ?? []).filter((at) => at > now - rule.windowMs);
    if (times.length === 0) attempts.delete(id);
    return times;
  };
  return {
    async waitFor(rule, key) {
      const now = clock();
      return waitFrom(recent(`${rule.name}\n${key}`, rule, now), rule, now);
    },
    async hit(rule, key) {
      const id = `${rule.name}\n${key}`;
      const times = recent(id, rule, clock());
      times.push(clock());
      // Re-inserted so Map order is the order keys were last hit; the oldest go first under a flood of keys.
      attempts.delete(id);
      attempts.set(id, times);
      if (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value as string);
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

export async function redisRateLimits(
  url: string,
  options: { prefix: string; clock?: Clock; onError?: (error: Error) => void },
): Promise<RateLimits> {
  const { Redis } = await import('ioredis');
  const clock = options.clock ?? Date.now;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // The first connection must succeed (a wrong REDIS_URL stops the start); later drops are retried by ioredis.
  try {
    await new Promise<void>((resolve, reject) => {
      redis.once('ready', () => resolve());
      redis.once('error', reject);
      redis.connect().catch(reject);
    });
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  redis.on('error', options.onError ?? (() => {}));
  // Keys may be e-mail addresses: Redis only ever sees their digest.
  const keyOf = (rule: LimitRule, key: string) =>
    `${options.prefix}${rule.name}:${createHash('sha256').update(key).digest('base64url')}`;
  const failed = (results: [Error | null, unknown][] | null) => {
    const error = results?.find(([e]) => e)?.[0];
    if (error) throw error;
    return (results ?? []).map(([, value]) => value);
  };
  return {
    async waitFor(rule, key) {
      const now = clock();
      const id = keyOf(rule, key);
      // Only the attempt whose leaving the window brings the key under the limit matters: the max-th newest.
      const [, count, entry] = failed(
        await redis
          .multi()
          .zremrangebyscore(id, '-inf', now - rule.windowMs)
          .zcard(id)
          .zrange(id, -rule.max, String(-rule.max), 'WITHSCORES')
          .exec(),
      ) as [number, number, (string | string[])[]];
      // [member, score] in RESP2, [[member, score]] in RESP3.
      const score = Number(entry.flat()[1]);
      if (count < rule.max || Number.isNaN(score)) return 0;
      return Math.max(1, score + rule.windowMs - now);
    },
    async hit(rule, key) {
      const now = clock();
      const id = keyOf(rule, key);
      failed(
        await redis
          .multi()
          .zremrangebyscore(id, '-inf', now - rule.windowMs)
          .zadd(id, String(now), `${now}:${randomUUID()}`)
          .pexpire(id, rule.windowMs)
          .exec(),
      );
    },
    async reset(rule, key) {
      await redis.del(keyOf(rule, key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
