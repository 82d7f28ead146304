import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { GatewayWord } from './gateway-word';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** How old a signed event may be (Stripe's libraries' default tolerance), against replays of captured bodies. */
const TOLERANCE_S = 300;

/**
 * Whether `Stripe-Signature` (`t=…,v1=…[,v1=…]`) signs `t.body` with the endpoint's secret, at a time within
 * the tolerance of now.
 */
export function stripeSigned(
  secret: string,
  body: Uint8Array,
  header: string | undefined,
  nowS: number,
): boolean {
  if (!header || header.length > 1000) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string?]);
  const time = parts.find(([key]) => key === 't')?.[1] ?? '';
  if (!/^\d{1,12}$/.test(time) || Math.abs(nowS - Number(time)) > TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${time}.`).update(body).digest();
  return parts.some(
    ([key, value]) =>
      key === 'v1' &&
      /^[0-9a-f]{64}$/i.test(value ?? '') &&
      timingSafeEqual(expected, Buffer.from(value ?? '', 'hex')),
  );
}

/** Whether two secrets are equal, in time that does not tell how much of them matched. */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const sessionObject = z.looseObject({
  id: z.string().min(1).max(255),
  object: z.literal('checkout.session'),
  status: z.string(),
  payment_status: z.string(),
  amount_total: z.number().int(),
  currency: z.string().min(3).max(3),
  payment_intent: z
    .union([z.string().min(1).max(255), z.looseObject({ id: z.string().min(1).max(255) })])
    .nullable(),
});

const stripeEvent = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  data: z.looseObject({ object: z.unknown() }),
});

export type StripeEventRead =
  | { id: string; type: string; settles: false }
  | { id: string; type: string; settles: true; sessionId: string; word: GatewayWord };

/** A verified event's JSON: a completed (paid) or expired session settles its payment; others are left alone. */
export function readStripeEvent(json: unknown): StripeEventRead | undefined {
  const event = stripeEvent.safeParse(json);
  if (!event.success) return undefined;
  const { id, type } = event.data;
  if (type !== 'checkout.session.completed' && type !== 'checkout.session.expired') {
    return { id, type, settles: false };
  }
  const session = sessionObject.safeParse(event.data.data.object);
  if (!session.success) return undefined;
  const { payment_intent: intent } = session.data;
  const gatewayPaymentId = (typeof intent === 'string' ? intent : intent?.id) ?? session.data.id;
  if (type === 'checkout.session.expired') {
    const word: GatewayWord = {
      outcome: 'failed',
      gatewayPaymentId,
      reason: 'The Stripe checkout was cancelled',
    };
    return { id, type, settles: true, sessionId: session.data.id, word };
  }
  // Completed but not yet paid (a delayed payment method) settles nothing until it is.
  if (session.data.payment_status !== 'paid') return { id, type, settles: false };
  const word: GatewayWord = {
    outcome: 'captured',
    gatewayPaymentId,
    amount: session.data.amount_total,
    currency: session.data.currency.toUpperCase(),
  };
  return { id, type, settles: true, sessionId: session.data.id, word };
}
