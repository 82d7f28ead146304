import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type LimitRule,
  localRateLimits,
  type RateLimits,
  redisRateLimits,
  sharedLimitsPrefix,
} from './rate-limit';

const rule: LimitRule = { name: 'test', max: 3, windowMs: 60_000 };
const other: LimitRule = { name: 'other', max: 3, windowMs: 60_000 };

/** The same behaviour from either implementation, on a clock the test moves. */
function behavesAsALimiter(name: string, make: (clock: () => number) => Promise<RateLimits>) {
  describe(name, () => {
    let now = 1_000_000;
    const clock = () => now;
    let limits: RateLimits;
    afterAll(() => limits?.close());

    it('lets a key through until it reaches the limit, then says how long to wait', async () => {
      limits = await make(clock);
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < rule.max; i++) {
        expect(await limits.waitFor(rule, key)).toBe(0);
        await limits.hit(rule, key);
        now += 1_000;
      }
      // The first attempt was 3 s ago: it leaves the window in 57 s.
      expect(await limits.waitFor(rule, key)).toBe(57_000);
      expect(await limits.waitFor(rule, `${key}-else`)).toBe(0);
      expect(await limits.waitFor(other, key)).toBe(0);
    });

    it('lets the key in again once its oldest attempt leaves the window', async () => {
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < rule.max; i++) {
        await limits.hit(rule, key);
        now += 10_000;
      }
      now += 30_000; // the first attempt is now exactly a window old
      expect(await limits.waitFor(rule, key)).toBe(0);
      await limits.hit(rule, key);
      expect(await limits.waitFor(rule, key)).toBe(10_000);
    });

    it('forgets a key on reset', async () => {
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < rule.max; i++) await limits.hit(rule, key);
      expect(await limits.waitFor(rule, key)).toBeGreaterThan(0);
      await limits.reset(rule, key);
      expect(await limits.waitFor(rule, key)).toBe(0);
    });
  });
}

behavesAsALimiter('in-process limits', async (clock) => localRateLimits({ clock }));

describe('in-process limits under a flood of keys', () => {
  it('forgets the keys hit longest ago first, keeping memory bounded', async () => {
    const limits = localRateLimits({ maxKeys: 2 });
    for (const key of ['a', 'b', 'a']) for (let i = 0; i < rule.max; i++) await limits.hit(rule, key);
    await limits.hit(rule, 'c');
    expect(await limits.waitFor(rule, 'a')).toBeGreaterThan(0);
    expect(await limits.waitFor(rule, 'b')).toBe(0);
  });
});

describe('the shared prefix', () => {
  it('differs per database and schema, and leaves the password out', () => {
    const a = sharedLimitsPrefix({ databaseUrl: 'postgres://u:secret@db:5432/shop', dataDir: '/x' });
    const b = sharedLimitsPrefix({ databaseUrl: 'postgres://u:other@db:5432/shop', dataDir: '/y' });
    const c = sharedLimitsPrefix({
      databaseUrl: 'postgres://u:secret@db:5432/shop?options=-c%20search_path%3Dt1',
      dataDir: '/x',
    });
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(a).not.toContain('secret');
    expect(sharedLimitsPrefix({ dataDir: '/x' })).not.toBe(sharedLimitsPrefix({ dataDir: '/y' }));
  });
});

describe('limits over Redis', () => {
  it('refuses to start when Redis cannot be reached', async () => {
    await expect(redisRateLimits('redis://127.0.0.1:1', { prefix: 'x:' })).rejects.toThrow(/ECONNREFUSED/);
  });
});

// Several processes share the counts through Redis; CI's PostgreSQL pass sets REDIS_URL to its local server.
describe.runIf(process.env.REDIS_URL)('limits shared through Redis (REDIS_URL)', () => {
  const url = process.env.REDIS_URL as string;
  const prefix = `vitrine:test:${process.pid}:${randomUUID()}:`;
  behavesAsALimiter('one Redis client', (clock) => redisRateLimits(url, { prefix, clock }));

  it('counts attempts made through another connection, as another process would', async () => {
    const one = await redisRateLimits(url, { prefix });
    const two = await redisRateLimits(url, { prefix });
    try {
      const key = `shared-${randomUUID()}`;
      for (let i = 0; i < rule.max; i++) await one.hit(rule, key);
      expect(await two.waitFor(rule, key)).toBeGreaterThan(0);
      await two.reset(rule, key);
      expect(await one.waitFor(rule, key)).toBe(0);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
