import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { RewardEntryKind } from '../../db/tables/rewards';
import type { RewardRules } from './reward-rules';

export interface PointsChange {
  applicationId: string;
  userId: string;
  kind: RewardEntryKind;
  /** Signed: positive adds to the balance, negative takes from it. */
  points: number;
  orderId?: string;
  shipmentId?: string;
  referralUserId?: string;
  text: string;
}

export type ChangeResult =
  | { done: true; points: number; balance: number }
  /** The same change (same order or shipment and kind) was made before: nothing changed now. */
  | { done: false; reason: 'already' }
  | { done: false; reason: 'short'; balance: number };

/** The shopper's balance row, made on first use and locked for the rest of the caller's transaction. */
async function lockedBalance(trx: Db, applicationId: string, userId: string): Promise<number> {
  await sql`INSERT INTO reward_balances (application_id, user_id) VALUES (${applicationId}, ${userId})
    ON CONFLICT DO NOTHING`.execute(trx);
  const { rows } = await sql<{ points: number }>`SELECT points FROM reward_balances
    WHERE application_id = ${applicationId} AND user_id = ${userId} FOR UPDATE`.execute(trx);
  return rows[0].points;
}

/**
 * Writes one ledger entry and moves the balance by it, in the caller's transaction. The balance row is locked
 * first and only changed by a conditional update, so concurrent earning and spending line up and the balance is
 * never negative. A change that would take more than the balance holds is refused ('short'), or with `upTo`
 * takes what is there (a reversal of points already spent). The ledger's unique indexes make a replayed change
 * ('already') change nothing.
 */
export async function changePoints(
  trx: Db,
  change: PointsChange,
  options: { upTo?: boolean } = {},
): Promise<ChangeResult> {
  const held = await lockedBalance(trx, change.applicationId, change.userId);
  const points = options.upTo ? Math.max(change.points, -held) : change.points;
  if (held + points < 0) return { done: false, reason: 'short', balance: held };
  const { rows: entries } = await sql<{ id: string }>`
    INSERT INTO reward_entries (application_id, user_id, kind, points, balance_after, order_id, shipment_id,
      referral_user_id, text)
    VALUES (${change.applicationId}, ${change.userId}, ${change.kind}, ${points}, ${held + points},
      ${change.orderId ?? null}, ${change.shipmentId ?? null}, ${change.referralUserId ?? null}, ${change.text})
    ON CONFLICT DO NOTHING RETURNING id`.execute(trx);
  if (entries.length === 0) return { done: false, reason: 'already' };
  const { rows } = await sql<{ points: number }>`
    UPDATE reward_balances SET points = points + ${points}, updated_at = now()
    WHERE application_id = ${change.applicationId} AND user_id = ${change.userId} AND points + ${points} >= 0
    RETURNING points`.execute(trx);
  // The row is locked: only a broken invariant gets here, and the transaction must not commit.
  if (rows.length === 0) throw new Error('reward balance would go below zero');
  return { done: true, points, balance: rows[0].points };
}

/** The shopper's balance as it stands (0 before their first points). */
export async function pointsBalance(db: Db, applicationId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('reward_balances')
    .select('points')
    .where('application_id', '=', applicationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.points ?? 0;
}

/**
 * Opens the shopper's points account: the signup offer's points once, while the shop gives points. Shoppers who
 * signed up before points were on get them the first time they look at their points.
 */
export async function openPointsAccount(
  db: Db,
  rules: RewardRules,
  shopper: { applicationId: string; userId: string },
): Promise<void> {
  if (!rules.credit || rules.signupPoints === 0) return;
  const given = await db
    .selectFrom('reward_entries')
    .select('id')
    .where('application_id', '=', shopper.applicationId)
    .where('user_id', '=', shopper.userId)
    .where('kind', '=', 'signup')
    .executeTakeFirst();
  if (given) return;
  await db.transaction().execute((trx) =>
    changePoints(trx, {
      ...shopper,
      kind: 'signup',
      points: rules.signupPoints,
      text: 'Welcome points for signing up',
    }),
  );
}

/** The points an order's entries of `kind` add up to (signed). */
export async function orderPoints(trx: Db, orderId: string, kind: RewardEntryKind): Promise<number> {
  const { rows } = await sql<{ total: string | number | null }>`
    SELECT sum(points) AS total FROM reward_entries WHERE order_id = ${orderId} AND kind = ${kind}`.execute(
    trx,
  );
  return Number(rows[0]?.total ?? 0);
}
