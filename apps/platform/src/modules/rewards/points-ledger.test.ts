import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { changePoints, pointsBalance } from './points-ledger';

let platform: TestPlatform;
let db: Db;
let shopper: { applicationId: string; userId: string };

beforeAll(async () => {
  platform = await startTestPlatform({ products: 1 });
  db = platform.platform.services.db;
  const user = await db.selectFrom('users').select(['id', 'application_id']).executeTakeFirstOrThrow();
  shopper = { applicationId: user.application_id, userId: user.id };
}, 120_000);
afterAll(() => platform?.close());

function change(points: number, extra: { orderId?: string; shipmentId?: string } = {}) {
  const kind = points > 0 ? 'earned' : 'redeemed';
  return db
    .transaction()
    .execute((trx) => changePoints(trx, { ...shopper, ...extra, kind, points, text: 'test' }));
}

const ledgerSum = async () =>
  Number(
    (
      await sql<{ total: string | null }>`SELECT sum(points) AS total FROM reward_entries
        WHERE user_id = ${shopper.userId}`.execute(db)
    ).rows[0].total ?? 0,
  );

describe('the points ledger', () => {
  it('keeps the balance equal to its entries and never below zero under concurrent earning and spending', async () => {
    const before = await pointsBalance(db, shopper.applicationId, shopper.userId);
    const jobs = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0 ? change(7, { shipmentId: `S-EARN-${i}` }) : change(-11, { orderId: `O-SPEND-${i}` }),
    );
    const results = await Promise.all(jobs);
    const spent = results.filter((r, i) => i % 2 === 1 && r.done).length;
    const short = results.filter((r) => !r.done && r.reason === 'short').length;
    expect(spent + short).toBe(30);
    const after = await pointsBalance(db, shopper.applicationId, shopper.userId);
    expect(after).toBe(before + 30 * 7 - spent * 11);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum()).toBe(after);
    const last = await db
      .selectFrom('reward_entries')
      .select('balance_after')
      .where('user_id', '=', shopper.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.balance_after).toBe(after);
  });

  it('makes a replayed change (same shipment or order, same kind) change nothing, even at once', async () => {
    const before = await pointsBalance(db, shopper.applicationId, shopper.userId);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => change(5, { shipmentId: 'S-ONCE' })),
    );
    const done = results.filter((r) => r.status === 'fulfilled' && r.value.done);
    expect(done).toHaveLength(1);
    // A replay that lost the race at the unique index either reports 'already' or fails whole; never doubles.
    expect(await pointsBalance(db, shopper.applicationId, shopper.userId)).toBe(before + 5);
    expect(await ledgerSum()).toBe(before + 5);
  });

  it('takes what is there when asked to (a reversal of points already spent), never more', async () => {
    const held = await pointsBalance(db, shopper.applicationId, shopper.userId);
    const result = await db
      .transaction()
      .execute((trx) =>
        changePoints(
          trx,
          { ...shopper, kind: 'reversed', points: -(held + 500), text: 'test' },
          { upTo: true },
        ),
      );
    expect(result).toEqual({ done: true, points: -held, balance: 0 });
    expect((await change(-1, { orderId: 'O-NONE' })).done).toBe(false);
  });
});
