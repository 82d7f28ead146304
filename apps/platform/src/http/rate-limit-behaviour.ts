import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Clock, LimitRule, RateLimits } from './rate-limit';

const rule: LimitRule = { name: 'test', max: 3, windowMs: 60_000 };
const other: LimitRule = { name: 'other', max: 3, windowMs: 60_000 };

/**
 * What every implementation of RateLimits must do, on a clock the test moves. `make` returns the limits and
 * what else to close afterwards.
 */
export function behavesAsALimiter(
  name: string,
  make: (clock: Clock) => Promise<{ limits: RateLimits; close?: () => Promise<void> }>,
) {
  describe(name, () => {
    let now = 1_000_000;
    const clock = () => now;
    let made: Awaited<ReturnType<typeof make>> | undefined;
    const limits = async () => {
      made ??= await make(clock);
      return made.limits;
    };
    afterAll(async () => {
      await made?.limits.close();
      await made?.close?.();
    });

    it('reserves attempts until the limit, then refuses and says how long to wait', async () => {
      const l = await limits();
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < rule.max; i++) {
        expect(await l.reserve(rule, key)).toEqual({ allowed: true, waitMs: 0 });
        now += 1_000;
      }
      // The first attempt was 3 s ago: it leaves the window in 57 s.
      expect(await l.reserve(rule, key)).toEqual({ allowed: false, waitMs: 57_000 });
      // A refusal is not counted: the wait does not grow.
      expect(await l.reserve(rule, key)).toEqual({ allowed: false, waitMs: 57_000 });
      expect((await l.reserve(rule, `${key}-else`)).allowed).toBe(true);
      expect((await l.reserve(other, key)).allowed).toBe(true);
    });

    it('lets the key in again once its oldest attempt leaves the window', async () => {
      const l = await limits();
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < rule.max; i++) {
        await l.reserve(rule, key);
        now += 10_000;
      }
      now += 30_000; // the first attempt is now exactly a window old
      expect(await l.reserve(rule, key)).toEqual({ allowed: true, waitMs: 0 });
      expect(await l.reserve(rule, key)).toEqual({ allowed: false, waitMs: 10_000 });
    });

    it('gives back a released attempt, and forgets a key on reset', async () => {
      const l = await limits();
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < rule.max; i++) await l.reserve(rule, key);
      await l.release(rule, key);
      expect((await l.reserve(rule, key)).allowed).toBe(true);
      expect((await l.reserve(rule, key)).allowed).toBe(false);
      await l.reset(rule, key);
      expect((await l.reserve(rule, key)).allowed).toBe(true);
    });

    it('lets exactly the limit through when 20 attempts arrive at once', async () => {
      const l = await limits();
      const key = `k-${randomUUID()}`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => l.reserve(rule, key)));
      expect(answers.filter((a) => a.allowed)).toHaveLength(rule.max);
    });
  });
}
