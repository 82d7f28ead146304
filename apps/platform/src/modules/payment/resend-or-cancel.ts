import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { releaseOrder } from '../checkout/release-orders';
import { GatewayRefusal } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import { cancelUpiRequest, waitingUpiRequestOf } from './gateway-upi-requests';
import { settlePayment } from './settle-payment';
import { startUpiPayment, upiGateway } from './upi-payments';

/** What the withdrawn request is noted as, like a payer's decline. */
const CANCELLED = 'Payment cancelled by the customer';
/** How long a resend waits for the gateway's word on the withdrawn request before it sends the new one. */
const WITHDRAWN_WORD_MS = 2000;

interface Shopper {
  applicationId: string;
  userId: string;
}

interface PendingPayment {
  gateway_order_id: string;
  amount: string;
  payment_status: string;
  order_status: string;
  billing_address: { email?: unknown; phone?: unknown } | null;
}

async function pendingPaymentOf(db: Db, gateway: PaymentGatewaySettings, shopper: Shopper, orderId: string) {
  const { rows } = await sql<PendingPayment>`
    SELECT p.gateway_order_id, p.amount, p.status AS payment_status, o.status AS order_status, o.billing_address
    FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.id = ${orderId} AND o.application_id = ${shopper.applicationId} AND o.user_id = ${shopper.userId}
      AND p.aggregator = ${gateway.aggregator}
    ORDER BY p.created_at DESC LIMIT 1`.execute(db);
  const payment = rows[0];
  if (!payment) throw notFound('Order not found');
  if (payment.order_status !== 'payment_pending' || payment.payment_status !== 'created') {
    throw badRequest('This order is not awaiting payment');
  }
  return payment;
}

/** The request waiting for its payer, withdrawn at the gateway; a 409 when the payer answered it meanwhile. */
async function withdrawWaitingRequest(gateway: PaymentGatewaySettings, gatewayOrderId: string) {
  const { captured, waiting } = await waitingUpiRequestOf(gateway, gatewayOrderId).catch(() => {
    throw new HttpError(502, 'The payment could not be checked; try again');
  });
  if (captured) throw new HttpError(409, 'This order is already paid');
  if (!waiting) throw badRequest('No UPI payment request is waiting for this order');
  try {
    await cancelUpiRequest(gateway, waiting.id);
  } catch (error) {
    if (error instanceof GatewayRefusal && error.status === 400) {
      throw new HttpError(409, 'The payer answered the payment request meanwhile; check the payment status');
    }
    throw new HttpError(502, 'The payment request could not be withdrawn; try again');
  }
  return waiting;
}

/** Notes the withdrawn request's failure, as the gateway's webhook would, in the caller's transaction. */
const noteWithdrawn = (db: Db, gateway: PaymentGatewaySettings, gatewayOrderId: string, paymentId: string) =>
  db.transaction().execute((trx) =>
    settlePayment(trx, gateway.aggregator, gatewayOrderId, {
      outcome: 'failed',
      gatewayPaymentId: paymentId,
      reason: CANCELLED,
    }),
  );

/**
 * Cancel: the shopper gives up the UPI request their order waits on. It is withdrawn at the gateway (the payer
 * can no longer approve it), noted failed as a decline is, and the order is released at once, its stock and
 * coupon back, as an order whose payment never came is when its reservation runs out; the cart stays open.
 */
async function cancelPayment(db: Db, gateway: PaymentGatewaySettings, shopper: Shopper, orderId: string) {
  const payment = await pendingPaymentOf(db, gateway, shopper, orderId);
  const withdrawn = await withdrawWaitingRequest(gateway, payment.gateway_order_id);
  await noteWithdrawn(db, gateway, payment.gateway_order_id, withdrawn.id);
  await db.transaction().execute((trx) => releaseOrder(trx, orderId));
  return { status: 'cancelled', message: 'The payment was cancelled', is_payment_done: false };
}

/**
 * Resend: the waiting request is withdrawn and a new one goes to the same UPI address. The new one is sent once
 * the withdrawn one's failure is noted (by the gateway's webhook, else here), so that failure cannot land after
 * the new request and make it look failed.
 */
async function resendPayment(db: Db, gateway: PaymentGatewaySettings, shopper: Shopper, orderId: string) {
  const payment = await pendingPaymentOf(db, gateway, shopper, orderId);
  const withdrawn = await withdrawWaitingRequest(gateway, payment.gateway_order_id);
  const noted = async () =>
    (await db
      .selectFrom('payments')
      .select('id')
      .where('aggregator', '=', gateway.aggregator)
      .where('gateway_order_id', '=', payment.gateway_order_id)
      .where('gateway_payment_id', '=', withdrawn.id)
      .executeTakeFirst()) !== undefined;
  for (const until = Date.now() + WITHDRAWN_WORD_MS; !(await noted()) && Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!(await noted())) await noteWithdrawn(db, gateway, payment.gateway_order_id, withdrawn.id);
  const billing = payment.billing_address ?? {};
  await startUpiPayment(db, gateway, shopper, {
    orderId,
    amount: Number(payment.amount),
    vpa: withdrawn.vpa,
    email: typeof billing.email === 'string' ? billing.email : '',
    contact: typeof billing.phone === 'string' ? billing.phone : '',
  });
  return {
    status: 'pending',
    message: `A new payment request was sent to ${withdrawn.vpa}`,
    is_payment_done: false,
  };
}

/** ResendOrCancelPaymentResponse for the shopper's order whose UPI collect request waits for its payer. */
export async function resendOrCancelPayment(
  db: Db,
  settings: PaymentGatewaySettings | undefined,
  shopper: Shopper,
  request: { orderId: string; requestType: 'resend' | 'cancel' },
) {
  const gateway = upiGateway(settings);
  const act = request.requestType === 'cancel' ? cancelPayment : resendPayment;
  return { success: true, data: await act(db, gateway, shopper, request.orderId) };
}
