import { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import { juspayRequest } from './juspay-api';
import type { JuspaySettings } from './juspay-config';
import type { OnlineFlow, OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';
import { CARD_INIT_FAILURE, callbackUrlOf } from './online-payment';

export const JUSPAY = 'Juspay';
/** payment_flows.juspay.payment_flow: the browser posts the card to api_link itself (spec §8). */
const PAYMENT_FLOW = 'api';

const createdOrder = z.object({ id: z.string().min(1).max(64), order_id: z.string().min(1).max(64) });

/** GET /orders/{id}: the order's status, its amount in rupees. */
const orderStatus = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(64),
  status: z.string(),
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  txn_id: z.string().max(200).optional(),
});
export type JuspayOrderStatus = z.output<typeof orderStatus>;

function juspayOf(gateway: PaymentGatewaySettings): JuspaySettings {
  if (!gateway.juspay) throw notFound('This shop takes no Juspay payments');
  return gateway.juspay;
}

async function juspayCall(settings: JuspaySettings, path: string, form?: Record<string, string>) {
  const { ok, status, body } = await juspayRequest(settings, path, form);
  if (!ok) throw new Error(`Juspay answered ${status}`);
  return body;
}

/** What a Juspay order's status says of the payment: undefined while undecided. */
export function juspayWord(order: JuspayOrderStatus): GatewayWord | undefined {
  const gatewayPaymentId = order.txn_id ?? order.id;
  if (order.status === 'CHARGED') {
    const amount = Math.round(order.amount * 100);
    return { outcome: 'captured', gatewayPaymentId, amount, currency: order.currency };
  }
  if (order.status === 'AUTHENTICATION_FAILED' || order.status === 'AUTHORIZATION_FAILED') {
    return { outcome: 'failed', gatewayPaymentId, reason: `Juspay: ${order.status}` };
  }
  return undefined;
}

export const readJuspayOrderStatus = (json: unknown) => orderStatus.safeParse(json);

/**
 * Creates the order at Juspay, server to server. The browser then posts the card to api_link itself, so the card
 * never passes through the shop: the answer carries only where to post it and the ids it names.
 */
async function startPayment(
  gateway: PaymentGatewaySettings,
  order: OnlinePaymentOrder,
): Promise<OnlinePaymentStart> {
  const settings = juspayOf(gateway);
  const returnUrl = callbackUrlOf(order.callbackUrl, order.orderId);
  let created: z.output<typeof createdOrder>;
  try {
    created = createdOrder.parse(
      await juspayCall(settings, '/orders', {
        order_id: order.orderId,
        amount: (order.amount / 100).toFixed(2),
        currency: 'INR',
        return_url: returnUrl,
      }),
    );
  } catch {
    throw new HttpError(502, CARD_INIT_FAILURE);
  }
  return {
    aggregator: JUSPAY,
    gatewayOrderId: created.id,
    // No page of Juspay's own: a client that cannot post the card lands back on the order's status.
    redirectUrl: returnUrl,
    answer: {
      payment_flow: PAYMENT_FLOW,
      api_link: `${settings.url}/txns`,
      merchant_id: settings.merchantId,
    },
  };
}

async function paymentStatus(gateway: PaymentGatewaySettings, gatewayOrderId: string) {
  const read = orderStatus.parse(
    await juspayCall(juspayOf(gateway), `/orders/${encodeURIComponent(gatewayOrderId)}`),
  );
  return juspayWord(read);
}

function route(gateway: PaymentGatewaySettings) {
  const settings = juspayOf(gateway);
  return {
    api_link: `${settings.url}/txns`,
    payment_flow: PAYMENT_FLOW,
    data: { merchant_id: settings.merchantId, tokenize_link: `${settings.url}/card/tokenize` },
  };
}

/** Juspay-style card: order made server to server, card posted by the browser, settled by webhook or status. */
export const juspayFlow: OnlineFlow = {
  configured: (gateway) => gateway.juspay !== undefined,
  route,
  start: startPayment,
  status: paymentStatus,
};
