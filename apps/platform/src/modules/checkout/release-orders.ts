import { sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AWAITING_PAYMENT_STEPS, type OrderTaken } from './order-steps';
import { undoSteps } from './workflow';

/** Orders released in one pass at most: a backlog is worked off pass by pass. */
const BATCH = 100;

/**
 * Gives up orders whose online payment did not come within their reservation: each gives back its stock and its
 * coupon use (the undos of the steps that took them) and is marked abandoned, in one transaction per order. The
 * cart was never closed, so the shopper still has it. Several processes may run this at once: an order locked by
 * one is skipped by the others, and one already released is not pending any more.
 */
export async function releaseAbandonedOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'payment_pending')
    .where('reserved_until', '<=', now)
    .orderBy('reserved_until')
    .limit(BATCH)
    .execute();
  let released = 0;
  for (const { id } of due) {
    if (await db.transaction().execute((trx) => releaseOrder(trx, id))) released += 1;
  }
  return released;
}

/**
 * Gives up one order awaiting payment in the caller's transaction: its stock and coupon use go back (the undos of
 * the steps that took them) and it is marked abandoned. False when it is not awaiting payment any more, or
 * another process holds it.
 */
export async function releaseOrder(trx: Transaction<Database>, id: string): Promise<boolean> {
  const { rows } = await sql<{
    application_id: string;
    user_id: string;
    cart_id: string;
    coupon_code: string | null;
  }>`
    SELECT application_id, user_id, cart_id, coupon_code FROM orders
    WHERE id = ${id} AND status = 'payment_pending' FOR UPDATE SKIP LOCKED`.execute(trx);
  const order = rows[0];
  if (!order) return false;
  const taken = await trx
    .selectFrom('order_bags')
    .select(['size_id', 'store_uid', 'quantity'])
    .where('order_id', '=', id)
    .execute();
  const counted = order.coupon_code
    ? await trx
        .selectFrom('coupon_uses')
        .select('code')
        .where('application_id', '=', order.application_id)
        .where('code', '=', order.coupon_code)
        .where('user_id', '=', order.user_id)
        .executeTakeFirst()
    : undefined;
  const context: OrderTaken = {
    trx,
    applicationId: order.application_id,
    userId: order.user_id,
    orderId: id,
    cartId: order.cart_id,
    taken,
    countedCoupon: counted?.code,
  };
  await undoSteps(AWAITING_PAYMENT_STEPS, context);
  return true;
}

/** Runs the release every minute in this process; returns how to stop. */
export function releaseAbandonedOrdersEveryMinute(db: Db, log: Logger): () => void {
  const timer = setInterval(() => {
    releaseAbandonedOrders(db)
      .then((count) => {
        if (count > 0) log.info({ count }, 'orders awaiting payment given up; their stock is back');
      })
      .catch((error) => log.warn({ err: error }, 'orders awaiting payment not released this time'));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
