import { readAtMost } from '@vitrine/contract';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Services } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { registerJuspayWebhooks } from './juspay-webhooks';
import { EVENT_ID_HEADER, readEvent, SIGNATURE_HEADER, signedBy } from './razorpay-events';
import { settlePayment } from './settle-payment';

export const PAYMENT_WEBHOOK_PATH = '/service/webhooks/payments/razorpay';
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * The gateway's server-to-server callbacks. Only a body signed with the shop's webhook secret is read; each
 * event is recorded by its id in the same transaction that acts on it, so a redelivery or a replay of the same
 * event, however many at once, changes nothing after the first.
 */
export function registerPaymentWebhooks(app: Hono<AppEnv>, services: Services): void {
  app.post(PAYMENT_WEBHOOK_PATH, async (c) => {
    const gateway = services.config.paymentGateway;
    if (!gateway) throw notFound('Online payments are not set up in this shop');
    const body = await readAtMost(c.req.raw, MAX_WEBHOOK_BYTES);
    if (!body) throw new HttpError(413, `A callback is at most ${MAX_WEBHOOK_BYTES} bytes`);
    if (!signedBy(gateway.webhookSecret, body, c.req.header(SIGNATURE_HEADER))) {
      throw badRequest('The callback signature does not match');
    }
    const eventId = c.req.header(EVENT_ID_HEADER);
    if (!eventId || eventId.length > 100) throw badRequest(`${EVENT_ID_HEADER} is required`);
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw badRequest('The callback body is not JSON');
    }
    const event = readEvent(json);
    if (!event) throw badRequest('The callback is not an event this shop reads');
    const outcome = await services.db.transaction().execute(async (trx) => {
      const first = await sql`
        INSERT INTO payment_events (aggregator, event_id, kind) VALUES (${gateway.aggregator}, ${eventId}, ${event.kind})
        ON CONFLICT DO NOTHING RETURNING event_id`.execute(trx);
      if (first.rows.length === 0) return 'duplicate';
      if (!event.settles) return 'ignored';
      return settlePayment(trx, gateway.aggregator, event.gatewayOrderId, event.word);
    });
    if (outcome === 'refund_due' || outcome === 'mismatch') {
      services.log.warn({ eventId, outcome }, 'a payment came that no order can take');
    }
    return c.json({ status: outcome });
  });
  registerJuspayWebhooks(app, services);
}
