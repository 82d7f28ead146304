import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import type { LimitRule } from './rate-limit';
import { behavesAsALimiter } from './rate-limit-behaviour';
import { databaseRateLimits } from './rate-limit-sql';

// PGlite by default; the PostgreSQL pass (DATABASE_URL) runs the same on PostgreSQL.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
}, 60_000);
afterAll(() => platform?.close());

behavesAsALimiter('limits in the database', async (clock) => ({
  limits: databaseRateLimits(platform.platform.services.db, { clock }),
}));

describe('limits in the database', () => {
  const rule: LimitRule = { name: 'sql-test', max: 2, windowMs: 60_000 };

  it('stores only a digest of the key, never the e-mail address itself', async () => {
    const db = platform.platform.services.db;
    const key = `app:someone-${randomUUID()}@vitrine.test`;
    await databaseRateLimits(db).reserve(rule, key);
    const rows = await db.selectFrom('rate_limits').selectAll().where('rule', '=', rule.name).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('vitrine.test');
    expect(rows[0].key_digest).toMatch(/^[\w-]{43}$/);
  });

  it('sweeps rows whose attempts have all left the window', async () => {
    const db = platform.platform.services.db;
    const swept: LimitRule = { ...rule, name: 'sql-sweep-test' };
    let now = Date.now() - 10 * 60_000;
    const old = databaseRateLimits(db, { clock: () => now });
    await old.reserve(swept, 'stale-key');
    now = Date.now();
    const fresh = databaseRateLimits(db, { clock: () => now });
    await fresh.reserve(swept, 'fresh-key');
    // The sweep runs beside the reservation, not before its answer.
    await expect
      .poll(
        async () =>
          (await db.selectFrom('rate_limits').select('rule').where('rule', '=', swept.name).execute()).length,
      )
      .toBe(1);
  });
});
