import { randomBytes } from 'node:crypto';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentLinkTable } from '../../db/tables/payment-links';

export type PaymentLinkRow = Selectable<PaymentLinkTable>;

/** 128 random bits: a link's id is all a payer needs, so it must not be guessed or counted up to. */
export const newPaymentLinkId = () => randomBytes(16).toString('hex');

export async function insertPaymentLink(db: Db, link: Insertable<PaymentLinkTable>): Promise<void> {
  await db.insertInto('payment_links').values(link).execute();
}

/**
 * A link of the application by its id, anyone's; an active link past its time is marked expired first, so
 * every reader (and the settlement of a late payment) sees the same status.
 */
export async function findPaymentLink(
  db: Db,
  applicationId: string,
  id: string,
): Promise<PaymentLinkRow | undefined> {
  await db
    .updateTable('payment_links')
    .set({ status: 'expired', updated_at: sql`now()` })
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .where('status', '=', 'active')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  return db
    .selectFrom('payment_links')
    .selectAll()
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

/** Cancels the shopper's own active link; false when it is not theirs, or not active any more. */
export async function cancelOwnPaymentLink(
  db: Db,
  owner: { applicationId: string; userId: string },
  id: string,
): Promise<boolean> {
  const cancelled = await db
    .updateTable('payment_links')
    .set({ status: 'cancelled', updated_at: sql`now()` })
    .where('id', '=', id)
    .where('application_id', '=', owner.applicationId)
    .where('user_id', '=', owner.userId)
    .where('status', '=', 'active')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return cancelled !== undefined;
}

/**
 * Keeps the gateway order made for a link, unless another request kept one first: the link then answers with
 * that one, and this one is never shown to anybody (an order nobody pays costs nothing).
 */
export async function keepGatewayOrder(
  db: Db,
  id: string,
  order: { aggregator: string; gatewayOrderId: string },
): Promise<PaymentLinkRow> {
  await db
    .updateTable('payment_links')
    .set({
      aggregator: order.aggregator,
      gateway_order_id: order.gatewayOrderId,
      ordered_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('gateway_order_id', 'is', null)
    .execute();
  return db.selectFrom('payment_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Clears the failure of a link's last attempt to pay, as a new attempt begins. */
export async function forgetFailure(db: Db, id: string): Promise<void> {
  await db
    .updateTable('payment_links')
    .set({ failure: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('gateway_payment_id', 'is', null)
    .execute();
}

/** Gateway orders of links that no word of the gateway settled, asked for in the window given, oldest first. */
export async function unsettledLinkOrders(
  db: Db,
  aggregator: string,
  window: { from: Date; to: Date; limit: number },
): Promise<{ gateway_order_id: string }[]> {
  const rows = await db
    .selectFrom('payment_links')
    .select('gateway_order_id')
    .where('aggregator', '=', aggregator)
    .where('gateway_order_id', 'is not', null)
    .where('gateway_payment_id', 'is', null)
    .where('ordered_at', '>', window.from)
    .where('ordered_at', '<=', window.to)
    .orderBy('ordered_at')
    .limit(window.limit)
    .execute();
  return rows.flatMap((row) => (row.gateway_order_id ? [{ gateway_order_id: row.gateway_order_id }] : []));
}
