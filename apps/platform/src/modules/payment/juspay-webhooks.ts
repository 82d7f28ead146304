import { createHmac, timingSafeEqual } from 'node:crypto';
import { readAtMost } from '@vitrine/contract';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppEnv, Services } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { JUSPAY, juspayWord, readJuspayOrderStatus } from './juspay-payments';
import { settlePayment } from './settle-payment';

export const JUSPAY_WEBHOOK_PATH = '/service/webhooks/payments/juspay';
/** The sandbox's choice (Juspay's own webhooks may use Basic auth instead): base64 HMAC-SHA256 of the raw body. */
const SIGNATURE_HEADER = 'x-juspay-signature';
const MAX_WEBHOOK_BYTES = 256 * 1024;

function signedBy(secret: string, body: Uint8Array, signature: string | undefined): boolean {
  if (!signature || !/^[A-Za-z0-9+/]{43}=$/.test(signature)) return false;
  return timingSafeEqual(
    createHmac('sha256', secret).update(body).digest(),
    Buffer.from(signature, 'base64'),
  );
}

const juspayEvent = z.object({
  id: z.string().min(1).max(100),
  event_name: z.string().min(1).max(64),
  content: z.object({ order: z.unknown() }).partial(),
});

const SETTLING = new Set(['ORDER_SUCCEEDED', 'ORDER_FAILED']);

/**
 * Juspay's server-to-server callbacks. Only a body signed with the shop's Juspay webhook secret is read; its event
 * id is recorded in the transaction that acts on it, so a redelivery or a replay changes nothing after the first.
 */
export function registerJuspayWebhooks(app: Hono<AppEnv>, services: Services): void {
  app.post(JUSPAY_WEBHOOK_PATH, async (c) => {
    const juspay = services.config.paymentGateway?.juspay;
    if (!juspay) throw notFound('Juspay payments are not set up in this shop');
    const body = await readAtMost(c.req.raw, MAX_WEBHOOK_BYTES);
    if (!body) throw new HttpError(413, `A callback is at most ${MAX_WEBHOOK_BYTES} bytes`);
    if (!signedBy(juspay.webhookSecret, body, c.req.header(SIGNATURE_HEADER))) {
      throw badRequest('The callback signature does not match');
    }
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw badRequest('The callback body is not JSON');
    }
    const event = juspayEvent.safeParse(json);
    if (!event.success) throw badRequest('The callback is not an event this shop reads');
    const { id, event_name: kind } = event.data;
    const order = SETTLING.has(kind) ? readJuspayOrderStatus(event.data.content.order) : undefined;
    if (order && !order.success) throw badRequest('The callback’s order is not one this shop reads');
    const outcome = await services.db.transaction().execute(async (trx) => {
      const first = await sql`
        INSERT INTO payment_events (aggregator, event_id, kind) VALUES (${JUSPAY}, ${id}, ${kind})
        ON CONFLICT DO NOTHING RETURNING event_id`.execute(trx);
      if (first.rows.length === 0) return 'duplicate';
      const word = order?.data && juspayWord(order.data);
      if (!order?.data || !word) return 'ignored';
      return settlePayment(trx, JUSPAY, order.data.id, word);
    });
    if (outcome === 'refund_due' || outcome === 'mismatch') {
      services.log.warn({ eventId: id, outcome }, 'a Juspay payment came that no order can take');
    }
    return c.json({ status: outcome });
  });
}
