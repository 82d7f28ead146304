import { z } from 'zod';
import type { PaymentGatewaySettings } from './gateway-config';

/** How long the platform waits for the gateway before it gives up on a call. */
const TIMEOUT_MS = 10_000;

const gatewayOrder = z.object({ id: z.string(), amount: z.number().int(), status: z.string() });
const gatewayPayments = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      order_id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      error_description: z.string().nullish(),
      created_at: z.number().optional(),
    }),
  ),
});

export type GatewayPayment = z.infer<typeof gatewayPayments>['items'][number];

/** The gateway answered a call with an error status: 400 means it refused what was asked. */
export class GatewayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`The payment gateway answered ${status}: ${reason}`);
  }
}

/** One call of the gateway's server API, authenticated with the shop's key; a non-2xx answer throws. */
export async function gatewayCall(
  settings: PaymentGatewaySettings,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  const credentials = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64');
  const response = await fetch(`${settings.url}${path}`, {
    ...init,
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as
    | { error?: { description?: string } }
    | undefined;
  if (!response.ok) throw new GatewayRefusal(response.status, body?.error?.description ?? 'no reason');
  return body;
}

/** Asks the gateway to collect `amount` paise for an order; its id names the payment from then on. */
export async function createGatewayOrder(
  settings: PaymentGatewaySettings,
  order: { amount: number; receipt: string; customerId?: string },
): Promise<{ id: string }> {
  const customer = order.customerId ? { customer_id: order.customerId } : {};
  const body = await gatewayCall(settings, '/v1/orders', {
    method: 'POST',
    body: JSON.stringify({ amount: order.amount, currency: 'INR', receipt: order.receipt, ...customer }),
  });
  return gatewayOrder.parse(body);
}

/** The attempts to pay a gateway order, as the gateway has them now. */
export async function paymentsOfGatewayOrder(
  settings: PaymentGatewaySettings,
  gatewayOrderId: string,
): Promise<GatewayPayment[]> {
  const body = await gatewayCall(settings, `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`);
  return gatewayPayments.parse(body).items;
}
