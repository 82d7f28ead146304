import { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import type { AjiodhanSettings } from './ajiodhan-config';
import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import type { OnlineFlow, OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';
import { CARD_INIT_FAILURE, callbackUrlOf } from './online-payment';

const AJIODHAN = 'Ajiodhan';

const ajiodhanPayment = z.object({
  paymentId: z.string().min(1).max(64),
  amount: z.number().int(),
  status: z.string(),
  redirect_url: z.string().url(),
});

function ajiodhanOf(gateway: PaymentGatewaySettings): AjiodhanSettings {
  if (!gateway.ajiodhan) throw notFound('This shop takes no Ajio Dhan payments');
  return gateway.ajiodhan;
}

async function ajiodhanCall(settings: AjiodhanSettings, path: string, init: RequestInit = {}) {
  const credentials = Buffer.from(`${settings.merchantId}:${settings.secret}`).toString('base64');
  const response = await fetch(`${settings.url}${path}`, {
    ...init,
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Ajio Dhan answered ${response.status}`);
  return ajiodhanPayment.parse(await response.json());
}

/** Creates the payment at Ajio Dhan, server to server; the shopper goes to its redirect_url and comes back. */
async function startPayment(
  gateway: PaymentGatewaySettings,
  order: OnlinePaymentOrder,
): Promise<OnlinePaymentStart> {
  const settings = ajiodhanOf(gateway);
  const returnUrl = callbackUrlOf(order.callbackUrl, order.orderId);
  let created: z.output<typeof ajiodhanPayment>;
  try {
    created = await ajiodhanCall(settings, '/v1/payments', {
      method: 'POST',
      body: JSON.stringify({
        merchantPaymentRefId: order.orderId,
        amount: order.amount,
        currency: 'INR',
        returnUrl,
      }),
    });
  } catch {
    throw new HttpError(502, CARD_INIT_FAILURE);
  }
  return {
    aggregator: AJIODHAN,
    gatewayOrderId: created.paymentId,
    redirectUrl: created.redirect_url,
    answer: { payment_flow: 'redirect' },
  };
}

/** Ajio Dhan's status API: the only word that settles a payment; the shopper's return proves nothing. */
async function paymentStatus(
  gateway: PaymentGatewaySettings,
  paymentId: string,
): Promise<GatewayWord | undefined> {
  const payment = await ajiodhanCall(ajiodhanOf(gateway), `/v1/payments/${encodeURIComponent(paymentId)}`);
  const gatewayPaymentId = payment.paymentId;
  if (payment.status === 'SUCCESS') {
    return { outcome: 'captured', gatewayPaymentId, amount: payment.amount, currency: 'INR' };
  }
  if (payment.status === 'FAILED')
    return { outcome: 'failed', gatewayPaymentId, reason: 'Declined at Ajio Dhan' };
  return undefined;
}

/** Ajio Dhan-style credit: created server to server, paid on its page by redirect, checked by its status API. */
export const ajiodhanFlow: OnlineFlow = {
  configured: (gateway) => gateway.ajiodhan !== undefined,
  route: (gateway) => ({ api_link: `${ajiodhanOf(gateway).url}/v1/payments`, payment_flow: 'redirect' }),
  start: startPayment,
  status: paymentStatus,
};
