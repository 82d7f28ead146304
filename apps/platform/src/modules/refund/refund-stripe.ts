import { z } from 'zod';
import type { StripeSettings } from '../payment/stripe-config';
import type { RefundChannel, RefundOutcome } from './refund-outcome';

const stripeRefund = z.looseObject({
  id: z.string(),
  status: z.string(),
  failure_reason: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).optional(),
});
const stripeList = z.looseObject({ data: z.array(stripeRefund) });
const stripeError = z.looseObject({ error: z.looseObject({ message: z.string().optional() }) });

function outcomeOf(found: z.output<typeof stripeRefund>): RefundOutcome {
  if (found.status === 'succeeded') return { state: 'refunded', gatewayRefundId: found.id };
  if (found.status === 'failed' || found.status === 'canceled') {
    return { state: 'failed', reason: found.failure_reason ?? 'Stripe could not refund the payment' };
  }
  return { state: 'waiting', gatewayRefundId: found.id };
}

async function call(
  settings: StripeSettings,
  path: string,
  init: { form?: Record<string, string>; key?: string },
) {
  const response = await fetch(`${settings.url}${path}`, {
    method: init.form ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${settings.secretKey}`,
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.form ? new URLSearchParams(init.form) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown };
}

/**
 * A refund back to a Stripe PaymentIntent (`POST /v1/refunds`), its Idempotency-Key the refund's id; the refund's
 * metadata names it too, so the intent's refunds list finds it after a lost answer.
 */
export function stripeRefundOf(
  settings: StripeSettings,
  paymentIntent: string,
  ask: { refundId: string; amount: number },
): RefundChannel {
  return {
    async issue() {
      const { status, body } = await call(settings, '/v1/refunds', {
        key: ask.refundId,
        form: {
          payment_intent: paymentIntent,
          amount: String(ask.amount),
          'metadata[refund_id]': ask.refundId,
        },
      });
      if (status === 400) {
        return {
          state: 'failed',
          reason: stripeError.safeParse(body).data?.error.message ?? 'Stripe refused the refund',
        };
      }
      if (status !== 200) throw new Error(`Stripe answered ${status}`);
      return outcomeOf(stripeRefund.parse(body));
    },
    async find() {
      const query = new URLSearchParams({ payment_intent: paymentIntent, limit: '100' });
      const { status, body } = await call(settings, `/v1/refunds?${query}`, {});
      if (status !== 200) throw new Error(`Stripe answered ${status}`);
      const found = stripeList.parse(body).data.find((refund) => refund.metadata?.refund_id === ask.refundId);
      return found && outcomeOf(found);
    },
  };
}
