import type { Db } from '../../db/database';
import { rupees } from '../catalog/views';
import { type CreditOrderRow, ordersPaidWith } from './credit-orders-sql';

type Shopper = { applicationId: string; userId: string };

const orderOf = (row: CreditOrderRow) => ({
  order_id: row.order_id,
  shipment_id: row.shipment_id ?? '',
  amount: rupees(Number(row.amount)),
  payment_date: new Date(row.paid_at).toISOString(),
  transaction_id: row.transaction_id ?? '',
});

const listOf = (data: unknown[]) => ({ success: true, status_code: 200, message: '', data });

/** The shopper's orders paid with the aggregator (PaidOrderDetailsResponse), from the shop's own payments. */
export async function paidOrderDetails(db: Db, shopper: Shopper, aggregatorName: string) {
  return listOf((await ordersPaidWith(db, shopper, aggregatorName)).map(orderOf));
}

/**
 * What the shopper still owes the aggregator, order by order (OutstandingOrderDetailsResponse). The shop hears of
 * no repayments (they are between the shopper and the aggregator, and the sandbox takes none), so every order
 * paid with it stays outstanding for its whole amount.
 */
export async function outstandingOrderDetails(db: Db, shopper: Shopper, aggregatorName: string) {
  const rows = await ordersPaidWith(db, shopper, aggregatorName);
  return listOf(rows.map((row) => ({ ...orderOf(row), outstanding_amount: rupees(Number(row.amount)) })));
}
