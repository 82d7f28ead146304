import { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import type { OnlineFlow, OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';
import { CARD_INIT_FAILURE, callbackUrlOf } from './online-payment';
import type { RupifiSettings } from './rupifi-config';

const RUPIFI = 'Rupifi';

const rupifiPayment = z.object({
  paymentId: z.string().min(1).max(64),
  amount: z.number().int(),
  status: z.string(),
  drawdownLink: z.string().url(),
});

function rupifiOf(gateway: PaymentGatewaySettings): RupifiSettings {
  if (!gateway.rupifi) throw notFound('This shop takes no Rupifi payments');
  return gateway.rupifi;
}

async function rupifiCall(settings: RupifiSettings, path: string, init: RequestInit = {}) {
  const credentials = Buffer.from(`${settings.merchantId}:${settings.secret}`).toString('base64');
  const response = await fetch(`${settings.url}${path}`, {
    ...init,
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Rupifi answered ${response.status}`);
  return rupifiPayment.parse(await response.json());
}

/** Creates the payment at Rupifi, server to server; the shopper goes to its drawdownLink and comes back. */
async function startPayment(
  gateway: PaymentGatewaySettings,
  order: OnlinePaymentOrder,
): Promise<OnlinePaymentStart> {
  const settings = rupifiOf(gateway);
  const returnUrl = callbackUrlOf(order.callbackUrl, order.orderId);
  let created: z.output<typeof rupifiPayment>;
  try {
    created = await rupifiCall(settings, '/v1/payments', {
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
    aggregator: RUPIFI,
    gatewayOrderId: created.paymentId,
    redirectUrl: created.drawdownLink,
    answer: { payment_flow: 'redirect', drawdownLink: created.drawdownLink },
  };
}

/** Rupifi's status API: the only word that settles a payment; the shopper's return proves nothing. */
async function paymentStatus(
  gateway: PaymentGatewaySettings,
  paymentId: string,
): Promise<GatewayWord | undefined> {
  const payment = await rupifiCall(rupifiOf(gateway), `/v1/payments/${encodeURIComponent(paymentId)}`);
  if (payment.status === 'SUCCESS') {
    return {
      outcome: 'captured',
      gatewayPaymentId: payment.paymentId,
      amount: payment.amount,
      currency: 'INR',
    };
  }
  if (payment.status === 'FAILED') {
    return { outcome: 'failed', gatewayPaymentId: payment.paymentId, reason: 'Declined at Rupifi' };
  }
  return undefined;
}

/** Rupifi-style pay later: created server to server, paid on Rupifi's page by redirect, checked by its status API. */
export const rupifiFlow: OnlineFlow = {
  configured: (gateway) => gateway.rupifi !== undefined,
  route: (gateway) => ({ api_link: `${rupifiOf(gateway).url}/v1/payments`, payment_flow: 'redirect' }),
  start: startPayment,
  status: paymentStatus,
  signupUrl: (gateway) => `${rupifiOf(gateway).url}/signup`,
};
