import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The most orders a credit list shows, newest first: the calls take no page. */
const MOST_ORDERS = 200;

export interface CreditOrderRow {
  order_id: string;
  shipment_id: string | null;
  amount: string;
  paid_at: Date | string;
  transaction_id: string | null;
}

/** The shopper's orders the aggregator paid for (settled payments only), newest first. */
export async function ordersPaidWith(
  db: Db,
  shopper: { applicationId: string; userId: string },
  aggregator: string,
): Promise<CreditOrderRow[]> {
  const { rows } = await sql<CreditOrderRow>`
    SELECT o.id AS order_id, p.amount, p.updated_at AS paid_at, p.gateway_payment_id AS transaction_id,
      (SELECT s.id FROM shipments s WHERE s.order_id = o.id ORDER BY s.created_at, s.id LIMIT 1) AS shipment_id
    FROM orders o JOIN payments p ON p.order_id = o.id AND p.status = 'paid'
    WHERE o.application_id = ${shopper.applicationId} AND o.user_id = ${shopper.userId}
      AND lower(o.aggregator) = ${aggregator.toLowerCase()} AND o.payment_status = 'paid'
    ORDER BY p.updated_at DESC, o.id
    LIMIT ${MOST_ORDERS}`.execute(db);
  return rows;
}
