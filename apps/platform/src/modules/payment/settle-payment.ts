import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GatewayWord, Settlement } from './gateway-word';
import { settlePaymentLink } from './settle-payment-link';

export type { GatewayWord, Settlement } from './gateway-word';

interface PaymentRow {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

/**
 * Settles the payment the gateway knows as `gatewayOrderId`, in the caller's transaction. The payment's row lock
 * makes callbacks and status checks of one payment run one after another, so however many arrive, the order is
 * placed once. A failed attempt is only noted: the shopper may try again at the gateway until the order's
 * reservation runs out.
 */
export async function settlePayment(
  trx: Transaction<Database>,
  aggregator: string,
  gatewayOrderId: string,
  word: GatewayWord,
): Promise<Settlement> {
  const { rows } = await sql<PaymentRow>`
    SELECT id, order_id, amount, currency, status FROM payments
    WHERE aggregator = ${aggregator} AND gateway_order_id = ${gatewayOrderId} FOR UPDATE`.execute(trx);
  const payment = rows[0];
  if (!payment) return settlePaymentLink(trx, aggregator, gatewayOrderId, word);
  if (payment.status !== 'created') return 'already_settled';
  if (word.outcome === 'failed') {
    await trx
      .updateTable('payments')
      .set({ failure: word.reason, gateway_payment_id: word.gatewayPaymentId, updated_at: sql`now()` })
      .where('id', '=', payment.id)
      .execute();
    return 'attempt_failed';
  }
  if (Number(payment.amount) !== word.amount || payment.currency !== word.currency) return 'mismatch';
  const placed = await trx
    .updateTable('orders')
    .set({
      status: 'placed',
      payment_status: 'paid',
      payment_identifier: word.gatewayPaymentId,
      reserved_until: null,
      placed_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', payment.order_id)
    .where('status', '=', 'payment_pending')
    .returning('cart_id')
    .executeTakeFirst();
  if (placed) {
    await trx
      .updateTable('carts')
      .set({ status: 'ordered', updated_at: sql`now()` })
      .where('id', '=', placed.cart_id)
      .where('status', '=', 'open')
      .execute();
  }
  const settled = placed ? 'paid' : 'refund_due';
  await trx
    .updateTable('payments')
    .set({ status: settled, gateway_payment_id: word.gatewayPaymentId, updated_at: sql`now()` })
    .where('id', '=', payment.id)
    .execute();
  return settled;
}
