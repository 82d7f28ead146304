import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { GatewayWord } from './settle-payment';

/** The event header names of the Razorpay-style webhook protocol. */
export const SIGNATURE_HEADER = 'x-razorpay-signature';
export const EVENT_ID_HEADER = 'x-razorpay-event-id';

/** Whether `signature` is the hex HMAC-SHA256 of the exact body bytes under the webhook secret. */
export function signedBy(secret: string, body: Uint8Array, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

const paymentEntity = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  status: z.string(),
  error_description: z.string().nullish(),
});

const webhookEvent = z.object({
  event: z.string().min(1).max(64),
  payload: z.object({ payment: z.object({ entity: paymentEntity }).optional() }).passthrough(),
});

/** The events that settle a payment; any other event is acknowledged and left alone. */
const SETTLING = new Set(['payment.captured', 'payment.failed', 'order.paid']);

export type ReadEvent =
  | { kind: string; settles: false }
  | { kind: string; settles: true; gatewayOrderId: string; word: GatewayWord };

/** Reads a verified callback's JSON; a malformed one is undefined (the caller answers 400). */
export function readEvent(json: unknown): ReadEvent | undefined {
  const parsed = webhookEvent.safeParse(json);
  if (!parsed.success) return undefined;
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  if (!SETTLING.has(event) || !payment) return { kind: event, settles: false };
  const word: GatewayWord =
    event === 'payment.failed'
      ? {
          outcome: 'failed',
          gatewayPaymentId: payment.id,
          reason: payment.error_description ?? 'The payment failed',
        }
      : {
          outcome: 'captured',
          gatewayPaymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
        };
  if (word.outcome === 'captured' && payment.status !== 'captured') return { kind: event, settles: false };
  return { kind: event, settles: true, gatewayOrderId: payment.order_id, word };
}
