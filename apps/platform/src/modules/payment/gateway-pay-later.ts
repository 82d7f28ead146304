import { z } from 'zod';
import type { PaymentGatewaySettings } from './gateway-config';

const TIMEOUT_MS = 10_000;

const eligibility = z.object({
  success: z.literal(true),
  data: z.object({ approved: z.boolean(), error_code: z.string().optional() }),
});
const charged = z.object({
  success: z.literal(true),
  data: z.object({ transaction: z.object({ id: z.string() }) }),
});

/** The provider refused, naming why by its error code (Simpl's codes). */
export class PayLaterRefusal extends Error {
  constructor(readonly code: string) {
    super(`The pay-later provider refused: ${code}`);
  }
}

/** One call of the gateway's pay-later API with the shop's key: a refusal throws with the provider's code. */
export async function payLaterCall(
  settings: PaymentGatewaySettings,
  path: string,
  body: unknown,
): Promise<unknown> {
  const credentials = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64');
  const response = await fetch(`${settings.url}/v1/paylater${path}`, {
    method: 'POST',
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => undefined)) as { error_code?: unknown } | undefined;
  if (response.status === 401) throw new PayLaterRefusal('unauthorized');
  if (!response.ok) {
    if (typeof answer?.error_code === 'string') throw new PayLaterRefusal(answer.error_code);
    throw new Error(`The pay-later provider answered ${response.status}`);
  }
  return answer;
}

/** Whether the provider lets this phone pay the amount later, and if not, its error code. */
export async function payLaterEligibility(
  settings: PaymentGatewaySettings,
  provider: 'simpl' | 'potlee',
  request: Record<string, unknown>,
) {
  return eligibility.parse(await payLaterCall(settings, `/${provider}/eligibility`, request)).data;
}

/** Charges the token the shopper's authorization gave for the gateway's order; idempotent by order. */
export async function chargeSimpl(
  settings: PaymentGatewaySettings,
  charge: { token: string; gatewayOrderId: string; amount: number },
): Promise<string> {
  const body = {
    transaction_token: charge.token,
    order_id: charge.gatewayOrderId,
    amount_in_paise: charge.amount,
  };
  return charged.parse(await payLaterCall(settings, '/simpl/charge', body)).data.transaction.id;
}
