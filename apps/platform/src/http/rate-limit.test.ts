import { afterAll, describe, expect, it } from 'vitest';
import { type LimitRule, localRateLimits, type RateLimits, sharedLimitsPrefix } from './rate-limit';
import { behavesAsALimiter } from './rate-limit-behaviour';

const rule: LimitRule = { name: 'test', max: 3, windowMs: 60_000 };

behavesAsALimiter('in-process limits', async (clock) => ({ limits: localRateLimits({ clock }) }));

describe('in-process limits under a flood of keys', () => {
  let limits: RateLimits;
  afterAll(() => limits?.close());

  it('forgets the keys tried longest ago first, keeping memory bounded', async () => {
    limits = localRateLimits({ maxKeys: 2 });
    for (const key of ['a', 'b']) for (let i = 0; i < rule.max; i++) await limits.reserve(rule, key);
    await limits.reserve(rule, 'c');
    expect((await limits.reserve(rule, 'b')).allowed).toBe(false);
    expect((await limits.reserve(rule, 'a')).allowed).toBe(true);
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
