import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A shipment gone for good from the shopper's hands: its money is owed back, or already went. */
const GONE_STATUSES = ['cancelled_customer', 'return_qc_passed', 'refunded'] as const;

export interface OrderToRefund {
  id: string;
  userId: string;
  paymentMode: string;
  total: number;
}

export interface PaymentToRefund {
  id: string;
  aggregator: string;
  amount: number;
  status: string;
}

/** The order, its row locked: what is owed against one order is worked out one move at a time. */
export async function lockOrder(trx: Db, orderId: string): Promise<OrderToRefund | undefined> {
  const { rows } = await sql<{ id: string; user_id: string; payment_mode: string; total: number }>`
    SELECT id, user_id, payment_mode, total FROM orders WHERE id = ${orderId} FOR UPDATE`.execute(trx);
  const row = rows[0];
  return row && { id: row.id, userId: row.user_id, paymentMode: row.payment_mode, total: Number(row.total) };
}

/** The order's paid online payment, its row locked, or undefined when it was not paid online. */
export async function lockPaidPayment(trx: Db, orderId: string): Promise<PaymentToRefund | undefined> {
  const { rows } = await sql<PaymentToRefund>`
    SELECT id, aggregator, amount, status FROM payments
    WHERE order_id = ${orderId} AND status = 'paid' ORDER BY created_at LIMIT 1 FOR UPDATE`.execute(trx);
  const row = rows[0];
  return row && { ...row, amount: Number(row.amount) };
}

/** What the shipment's bags were paid, in paise. */
export async function bagsPaid(trx: Db, shipmentId: string): Promise<number> {
  const row = await trx
    .selectFrom('order_bags')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paid'), eb.lit(0)).as('paid'))
    .where('shipment_id', '=', shipmentId)
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}

/** What all the order's bags were paid, in paise: the order's total less this is its fees (delivery, COD). */
export async function orderBagsPaid(trx: Db, orderId: string): Promise<number> {
  const row = await trx
    .selectFrom('order_bags')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paid'), eb.lit(0)).as('paid'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}

/** Whether every other shipment of the order is gone too (cancelled, returned, refunded). */
export async function isLastLiveShipment(trx: Db, orderId: string, shipmentId: string): Promise<boolean> {
  const live = await trx
    .selectFrom('shipments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('id', '!=', shipmentId)
    .where('status', 'not in', [...GONE_STATUSES])
    .executeTakeFirst();
  return !live;
}

/** What is owed or paid back against the order already, failed refunds aside, in paise. */
export async function refundedSoFar(trx: Db, orderId: string): Promise<number> {
  const row = await trx
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('owed'))
    .where('order_id', '=', orderId)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

export interface NewRefund {
  applicationId: string;
  orderId: string;
  shipmentId: string;
  paymentId: string | null;
  amount: number;
  destination: 'source' | 'beneficiary';
  beneficiaryId: string | null;
}

/** Writes the refund; a shipment owed one already keeps it (a replayed move owes nothing twice). */
export async function insertRefund(trx: Db, refund: NewRefund): Promise<string | undefined> {
  const row = await trx
    .insertInto('refunds')
    .values({
      id: `rfnd_${randomBytes(10).toString('hex')}`,
      application_id: refund.applicationId,
      order_id: refund.orderId,
      shipment_id: refund.shipmentId,
      payment_id: refund.paymentId,
      amount: refund.amount,
      destination: refund.destination,
      beneficiary_id: refund.beneficiaryId,
    })
    .onConflict((conflict) => conflict.column('shipment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
