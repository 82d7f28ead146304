import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { createGatewayOrder } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import type { OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';

export type { OnlinePaymentStart } from './online-flow';

import type { PaymentProvider } from './providers/provider';

/** Spec §8: what a shopper is told when the gateway would not start a card payment. */
export const CARD_INIT_FAILURE = 'Transaction Initiation Failed';

/** Where the gateway sends the shopper back: the shop's callback address, naming the order it was for. */
export function callbackUrlOf(given: string | undefined, orderId: string): string {
  let url: URL | undefined;
  try {
    url = given ? new URL(given) : undefined;
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw badRequest('callback_url must be the http(s) address the shopper comes back to after paying');
  }
  url.searchParams.set('order_id', orderId);
  return url.href;
}

/**
 * Asks the gateway to collect an order's total, while the order is being placed: if it is not placed after all,
 * the gateway's order is left unpaid (no shopper ever sees its page). The call holds the cart's lock for its
 * round trip, bounded by the client's timeout.
 */
export async function startOnlinePayment(
  gateway: PaymentGatewaySettings,
  order: OnlinePaymentOrder & { cardCustomerId?: string },
  provider?: Pick<PaymentProvider, 'paymentPage' | 'online' | 'checkoutData'>,
): Promise<OnlinePaymentStart> {
  if (provider?.online) return provider.online.start(gateway, order);
  const callbackUrl = callbackUrlOf(order.callbackUrl, order.orderId);
  let gatewayOrderId: string;
  try {
    const { amount, orderId: receipt, cardCustomerId: customerId } = order;
    gatewayOrderId = (await createGatewayOrder(gateway, { amount, receipt, customerId })).id;
  } catch {
    throw new HttpError(502, CARD_INIT_FAILURE);
  }
  const page = new URL(
    provider?.paymentPage?.(gateway, { gatewayOrderId }) ??
      `${gateway.url}/v1/checkout/${encodeURIComponent(gatewayOrderId)}`,
  );
  page.search = new URLSearchParams({
    key_id: gateway.keyId,
    callback_url: callbackUrl,
    cancel_url: callbackUrl,
  }).toString();
  const answer = provider?.checkoutData?.(gateway, { gatewayOrderId, amount: order.amount });
  return {
    aggregator: gateway.aggregator,
    gatewayOrderId,
    redirectUrl: page.href,
    ...(answer ? { answer } : {}),
  };
}

/** Records the payment the gateway was asked for, once its order is written. */
export async function recordOnlinePayment(
  trx: Transaction<Database>,
  started: OnlinePaymentStart,
  order: { applicationId: string; orderId: string; amount: number },
): Promise<void> {
  await trx
    .insertInto('payments')
    .values({
      id: randomBytes(12).toString('hex'),
      application_id: order.applicationId,
      order_id: order.orderId,
      aggregator: started.aggregator,
      gateway_order_id: started.gatewayOrderId,
      amount: order.amount,
    })
    .execute();
}
