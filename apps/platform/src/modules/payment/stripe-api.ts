import { z } from 'zod';
import type { StripeSettings } from './stripe-config';

/** A PaymentIntent as this shop reads it from Stripe. */
export const stripeIntent = z.looseObject({
  id: z.string().min(1).max(255),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  client_secret: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
});

/** A Checkout Session as this shop reads it, its payment_intent expanded. */
export const stripeSession = z.looseObject({
  id: z.string().min(1).max(255),
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.string(),
  amount_total: z.number().int(),
  currency: z.string(),
  url: z.string().url().nullable(),
  success_url: z.string(),
  payment_intent: stripeIntent,
});

/** Stripe said there is no such object (404), as opposed to not answering. */
export class StripeMissing extends Error {}

/** One call of Stripe's API with the secret key: form-encoded in, JSON out. */
export async function stripeCall<T extends z.ZodType>(
  settings: StripeSettings,
  path: string,
  schema: T,
  form?: Record<string, string>,
): Promise<z.output<T>> {
  const response = await fetch(`${settings.url}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${settings.secretKey}`,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) throw new StripeMissing(`Stripe has no ${path}`);
  if (!response.ok) throw new Error(`Stripe answered ${response.status}`);
  return schema.parse(await response.json());
}

/** A session with its intent. */
export const sessionOf = (settings: StripeSettings, sessionId: string) =>
  stripeCall(
    settings,
    `/v1/checkout/sessions/${encodeURIComponent(sessionId)}?expand[]=payment_intent`,
    stripeSession,
  );
