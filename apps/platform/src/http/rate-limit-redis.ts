import { randomUUID } from 'node:crypto';
import { type Clock, keyDigest, type LimitRule, type RateLimits } from './rate-limit';

/**
 * Drops attempts that left the window, then adds this one unless the key is at the limit, in one step: Redis
 * runs a script whole, so parallel reservations from every process cannot pass the limit together.
 * Answers [1, 0] when reserved, or [0, time of the attempt that keeps the key at the limit].
 */
const RESERVE = `
local now, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < max then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 0}
end
local entry = redis.call('ZRANGE', KEYS[1], -max, -max, 'WITHSCORES')
return {0, tonumber(entry[2])}
`;

/** Counts in Redis with `ready()` saying whether it can answer now (connected), for the fallback to decide. */
export interface RedisRateLimits extends RateLimits {
  ready(): boolean;
}

/**
 * Sorted sets in Redis, one per rule and key digest, scored by attempt time. Commands fail at once while Redis
 * is unreachable (no offline queue) rather than hold a sign-in; ioredis keeps reconnecting in the background.
 */
export async function redisRateLimits(
  url: string,
  options: { prefix: string; clock?: Clock; connectTimeoutMs?: number },
): Promise<RedisRateLimits> {
  const { Redis } = await import('ioredis');
  const clock = options.clock ?? Date.now;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Failures are reported by the fallback (once per outage), not per reconnection attempt.
  redis.on('error', () => {});
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.connectTimeoutMs ?? 2_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const keyOf = (rule: LimitRule, key: string) => `${options.prefix}${rule.name}:${keyDigest(key)}`;
  const reserveAttempt = async (id: string, ...args: string[]) =>
    (await redis.eval(RESERVE, 1, id, ...args)) as [number, number];
  return {
    ready: () => redis.status === 'ready',
    async reserve(rule, key) {
      const now = clock();
      const [reserved, oldest] = await reserveAttempt(
        keyOf(rule, key),
        String(now),
        String(rule.windowMs),
        String(rule.max),
        `${now}:${randomUUID()}`,
      );
      if (reserved === 1) return { allowed: true, waitMs: 0 };
      return { allowed: false, waitMs: Math.max(1, Number(oldest) + rule.windowMs - now) };
    },
    async release(rule, key) {
      await redis.zpopmax(keyOf(rule, key));
    },
    async reset(rule, key) {
      await redis.del(keyOf(rule, key));
    },
    async close() {
      redis.disconnect();
    },
  };
}

export interface FallbackNotices {
  /** Redis stopped answering: counts are kept by the fallback until it is back. Said once per outage. */
  down(error: Error): void;
  /** Redis answers again. */
  back(): void;
}

/**
 * Shared counts in Redis that degrade instead of failing: while Redis is unreachable, attempts are counted by
 * `fallback` (the database: still shared by processes on one PostgreSQL), so sign-ins stay limited and answered.
 */
export function withFallback(
  primary: RedisRateLimits,
  fallback: RateLimits,
  notices: FallbackNotices,
): RateLimits {
  let degraded = false;
  const use = async <T>(operation: (limits: RateLimits) => Promise<T>): Promise<T> => {
    if (primary.ready()) {
      try {
        const result = await operation(primary);
        if (degraded) {
          degraded = false;
          notices.back();
        }
        return result;
      } catch (error) {
        degrade(error as Error);
      }
    } else {
      degrade(new Error('Redis is not connected'));
    }
    return operation(fallback);
  };
  const degrade = (error: Error) => {
    if (degraded) return;
    degraded = true;
    notices.down(error);
  };
  return {
    reserve: (rule, key) => use((limits) => limits.reserve(rule, key)),
    release: (rule, key) => use((limits) => limits.release(rule, key)),
    reset: (rule, key) => use((limits) => limits.reset(rule, key)),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
