import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { paymentsOfGatewayOrder } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import { wordOf } from './reconcile-payments';
import { settleFromProvider } from './settle-from-provider';
import { settlePayment } from './settle-payment';

interface LatestPayment {
  aggregator: string;
  gateway_order_id: string;
  status: string;
  failure: string | null;
}

/**
 * How the shopper's online payment for their order stands (PaymentStatusUpdateResponse), asking the gateway
 * first when no callback settled it yet: the shopper's return from the gateway's page is only a cue to ask,
 * never proof of payment. Another shopper's order, or one not paid online, is a 404.
 */
export async function paymentStatusOf(
  db: Db,
  gateway: PaymentGatewaySettings | undefined,
  shopper: { applicationId: string; userId: string },
  orderId: string,
) {
  const latest = async () =>
    (
      await sql<LatestPayment>`
        SELECT p.aggregator, p.gateway_order_id, p.status, p.failure FROM payments p
        JOIN orders o ON o.id = p.order_id
        WHERE o.id = ${orderId} AND o.application_id = ${shopper.applicationId} AND o.user_id = ${shopper.userId}
        ORDER BY p.created_at DESC LIMIT 1`.execute(db)
    ).rows[0];
  let payment = await latest();
  if (!payment) throw notFound('Order not found');
  if (payment.status === 'created' && gateway?.aggregator === payment.aggregator) {
    const word = wordOf(await paymentsOfGatewayOrder(gateway, payment.gateway_order_id));
    if (word) {
      const { gateway_order_id: gatewayOrderId } = payment;
      await db.transaction().execute((trx) => settlePayment(trx, gateway.aggregator, gatewayOrderId, word));
      payment = (await latest()) ?? payment;
    }
  }
  if (payment.status === 'created' && (await settleFromProvider(db, gateway, payment))) {
    payment = (await latest()) ?? payment;
  }
  const answer = { aggregator_name: payment.aggregator, redirect_url: '' };
  if (payment.status === 'paid') return { ...answer, status: 'complete', success: true, retry: false };
  if (payment.status === 'created' && !payment.failure) {
    return { ...answer, status: 'pending', success: false, retry: true };
  }
  return { ...answer, status: 'failed', success: false, retry: false };
}
