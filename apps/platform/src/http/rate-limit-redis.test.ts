import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redisServerInstalled, throwawayRedis } from '../testing/throwaway';
import { type LimitRule, localRateLimits } from './rate-limit';
import { behavesAsALimiter } from './rate-limit-behaviour';
import { redisRateLimits, withFallback } from './rate-limit-redis';

const rule: LimitRule = { name: 'test', max: 3, windowMs: 60_000 };

function notices() {
  const said = { down: 0, back: 0 };
  return { said, down: () => void said.down++, back: () => void said.back++ };
}

describe('limits over Redis that cannot be reached', () => {
  it('start anyway, and count in the fallback: limited, answered, and said once', async () => {
    const unreachable = await redisRateLimits('redis://127.0.0.1:1', { prefix: 'x:', connectTimeoutMs: 200 });
    const told = notices();
    const limits = withFallback(unreachable, localRateLimits(), told);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => limits.reserve(rule, 'someone')));
      expect(answers.filter((a) => a.allowed)).toHaveLength(rule.max);
      await limits.reset(rule, 'someone');
      expect((await limits.reserve(rule, 'someone')).allowed).toBe(true);
      expect(told.said).toEqual({ down: 1, back: 0 });
    } finally {
      await limits.close();
    }
  });
});

// A Redis of the test's own, so it can be stopped: never the machine's Redis, which other tests share.
describe.runIf(redisServerInstalled())('limits over a Redis that goes away and comes back', () => {
  it('fall back while it is down, without failing, then count in Redis again', async () => {
    const redis = await throwawayRedis();
    const primary = await redisRateLimits(redis.url, { prefix: `t:${randomUUID()}:` });
    const fallback = localRateLimits();
    const told = notices();
    const limits = withFallback(primary, fallback, told);
    try {
      expect((await limits.reserve(rule, 'during')).allowed).toBe(true);
      await redis.stop();
      const answers = await Promise.all(Array.from({ length: 20 }, () => limits.reserve(rule, 'while-down')));
      expect(answers.filter((a) => a.allowed)).toHaveLength(rule.max);
      expect(told.said.down).toBe(1);

      await redis.start();
      // ioredis reconnects on its own, within its 2 s back-off.
      await expect.poll(() => primary.ready(), { timeout: 15_000, interval: 100 }).toBe(true);
      expect((await limits.reserve(rule, 'after')).allowed).toBe(true);
      expect(told.said).toEqual({ down: 1, back: 1 });
      // Counted in Redis, not in the fallback.
      expect((await fallback.reserve({ ...rule, max: 1 }, 'after')).allowed).toBe(true);
      for (let i = 1; i < rule.max; i++) await primary.reserve(rule, 'after');
      expect((await limits.reserve(rule, 'after')).allowed).toBe(false);
    } finally {
      await limits.close();
      await redis.stop();
    }
  }, 30_000);
});

// Several processes share the counts through Redis; CI's PostgreSQL pass sets REDIS_URL to its local server.
describe.runIf(process.env.REDIS_URL)('limits shared through Redis (REDIS_URL)', () => {
  const url = process.env.REDIS_URL as string;
  const prefix = `vitrine:test:${process.pid}:${randomUUID()}:`;
  behavesAsALimiter('one Redis client', async (clock) => ({
    limits: await redisRateLimits(url, { prefix, clock }),
  }));

  it('counts attempts made through another connection, as another process would', async () => {
    const one = await redisRateLimits(url, { prefix });
    const two = await redisRateLimits(url, { prefix });
    try {
      const key = `shared-${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).reserve(rule, key)),
      );
      expect(answers.filter((a) => a.allowed)).toHaveLength(rule.max);
      await two.reset(rule, key);
      expect((await one.reserve(rule, key)).allowed).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
