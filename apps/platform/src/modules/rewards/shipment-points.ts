import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { changePoints, orderPoints } from './points-ledger';
import { pointsEarnedFor, type RewardRules, rewardRules } from './reward-rules';

/** What the move did, as order/shipment-effects.ts hands it over (named here: no import cycle). */
interface MovedShipment {
  shipmentId: string;
  orderId: string;
  applicationId: string;
  userId: string;
  to: string;
}

/** Statuses in which a shipment's goods went back to the shop (or never left): its points are undone. */
const UNDONE = ['cancelled_customer', 'return_qc_passed', 'refunded'];

/** What the shipment's bags cost the shopper (amount_paid, paise). */
async function paidFor(trx: Db, shipmentId: string): Promise<number> {
  const { rows } = await sql<{ paid: string | number | null }>`
    SELECT sum(amount_paid) AS paid FROM order_bags WHERE shipment_id = ${shipmentId}`.execute(trx);
  return Number(rows[0]?.paid ?? 0);
}

/** Points for the shipment's bags, earned once it is delivered (while the shop gives points). */
async function earn(trx: Db, moved: MovedShipment, rules: RewardRules) {
  if (!rules.credit) return;
  const points = pointsEarnedFor(await paidFor(trx, moved.shipmentId), rules);
  if (points === 0) return;
  await changePoints(trx, {
    ...moved,
    kind: 'earned',
    points,
    text: `Earned on delivery of order ${moved.orderId}`,
  });
}

/**
 * The points earned for the returned bags, taken back at the same rate (a partial return's bags are a shipment
 * of their own), never more than the order earned and has not had taken back, nor more than the shopper holds.
 */
async function reverse(trx: Db, moved: MovedShipment, rules: RewardRules) {
  const earned = await orderPoints(trx, moved.orderId, 'earned');
  const left = earned + (await orderPoints(trx, moved.orderId, 'reversed'));
  const points = Math.min(left, pointsEarnedFor(await paidFor(trx, moved.shipmentId), rules));
  if (points <= 0) return;
  await changePoints(
    trx,
    {
      ...moved,
      kind: 'reversed',
      points: -points,
      text: `Taken back for the return of order ${moved.orderId}`,
    },
    { upTo: true },
  );
}

/**
 * The points spent on the order, given back once none of its shipments is left with the shopper (all cancelled or
 * returned). Until then a returned shipment's refund is its bags' amount_paid, which the points helped pay: the
 * refund module keeps all money refunds within what was paid, so money plus points given back never exceed what
 * the order took.
 */
async function restore(trx: Db, moved: MovedShipment) {
  const { rows } = await sql<{ open: string | number }>`SELECT count(*) AS open FROM shipments
    WHERE order_id = ${moved.orderId} AND status NOT IN (${sql.join(UNDONE)})`.execute(trx);
  if (Number(rows[0].open) > 0) return;
  const left =
    -(await orderPoints(trx, moved.orderId, 'redeemed')) -
    (await orderPoints(trx, moved.orderId, 'restored'));
  if (left <= 0) return;
  await changePoints(trx, {
    ...moved,
    kind: 'restored',
    points: left,
    text: `Given back for order ${moved.orderId}`,
  });
}

/**
 * Points follow the shipment's moves, in the move's transaction: earned on delivery; on a return accepted at QC
 * (a rejected return keeps them) the earned points are taken back; the spent points come back once the whole
 * order is cancelled or returned. The ledger's unique indexes make a replayed move change nothing.
 */
export async function pointsAfterShipmentMove(trx: Db, moved: MovedShipment): Promise<void> {
  if (moved.to === 'delivered') return earn(trx, moved, await rewardRules(trx, moved.applicationId));
  if (moved.to === 'return_qc_passed') {
    await reverse(trx, moved, await rewardRules(trx, moved.applicationId));
    return restore(trx, moved);
  }
  if (moved.to === 'cancelled_customer') return restore(trx, moved);
}
