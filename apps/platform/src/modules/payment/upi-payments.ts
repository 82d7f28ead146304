import { UPI_INIT_FAILURE } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { GatewayRefusal } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import { checkVpaAtGateway, startUpiCollect } from './gateway-upi';

/** How long the payer has to answer a collect request in their UPI app, in seconds (as the sandbox expires it). */
const COLLECT_TIMEOUT_S = 300;

interface Shopper {
  applicationId: string;
  userId: string;
}

export interface UpiCollectRequest {
  orderId: string;
  amount: number;
  vpa: string;
  email: string;
  contact: string;
}

/** The gateway a UPI call needs: without one, the shop takes no UPI payments. */
export function upiGateway(gateway: PaymentGatewaySettings | undefined): PaymentGatewaySettings {
  if (!gateway) throw notFound('This shop takes no online payments');
  return gateway;
}

/** Whether a UPI address can pay (ValidateVPAResponse): a malformed one is simply not valid. */
export async function validateVpa(gateway: PaymentGatewaySettings, vpa: string) {
  const address = vpa.trim();
  let holder: string | undefined;
  try {
    const check = await checkVpaAtGateway(gateway, address);
    holder = check.success ? (check.customer_name ?? '') : undefined;
  } catch (error) {
    // The gateway refuses a malformed address outright: for the shopper, that is an address that cannot pay.
    if (!(error instanceof GatewayRefusal && error.status === 400)) {
      throw new HttpError(502, 'The UPI address could not be checked');
    }
  }
  const valid = holder !== undefined;
  return {
    success: true,
    data: {
      upi_vpa: address,
      status: valid ? 'VALID' : 'INVALID',
      is_valid: valid,
      customer_name: holder ?? '',
    },
  } as const;
}

/**
 * Sends a collect request for the shopper's order that awaits its online payment: the payer approves it in their
 * UPI app, and the order is placed only once the gateway says so (its webhook, or a status check the page polls).
 * A new request after a declined or expired one clears that failure: the shopper is trying again.
 */
export async function startUpiPayment(
  db: Db,
  gateway: PaymentGatewaySettings,
  shopper: Shopper,
  request: UpiCollectRequest,
) {
  const { rows } = await sql<{ gateway_order_id: string; amount: string; status: string }>`
    SELECT p.gateway_order_id, p.amount, p.status FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.id = ${request.orderId} AND o.application_id = ${shopper.applicationId}
      AND o.user_id = ${shopper.userId} AND p.aggregator = ${gateway.aggregator}
    ORDER BY p.created_at DESC LIMIT 1`.execute(db);
  const payment = rows[0];
  if (!payment) throw notFound('Order not found');
  if (payment.status !== 'created') throw badRequest('This order is not awaiting payment');
  if (Number(payment.amount) !== request.amount)
    throw badRequest('The amount must be the order’s total, in paise');
  // Cleared first: the new request's own answer may arrive (by webhook) before the gateway's reply does.
  await db
    .updateTable('payments')
    .set({ failure: null, updated_at: sql`now()` })
    .where('gateway_order_id', '=', payment.gateway_order_id)
    .where('status', '=', 'created')
    .execute();
  let gatewayPaymentId: string;
  try {
    gatewayPaymentId = await startUpiCollect(gateway, {
      ...request,
      gatewayOrderId: payment.gateway_order_id,
    });
  } catch (error) {
    throw new HttpError(
      error instanceof GatewayRefusal && error.status === 400 ? 400 : 502,
      UPI_INIT_FAILURE,
    );
  }
  return {
    success: true,
    aggregator: gateway.aggregator,
    method: 'upi',
    status: 'pending',
    merchant_order_id: request.orderId,
    aggregator_order_id: payment.gateway_order_id,
    razorpay_payment_id: gatewayPaymentId,
    polling_url: '/service/application/payment/v1.0/payment/confirm/polling',
    upi_poll_url: '/service/application/payment/v1.0/payment/confirm/polling',
    vpa: request.vpa,
    currency: 'INR',
    amount: request.amount,
    timeout: COLLECT_TIMEOUT_S,
  };
}
