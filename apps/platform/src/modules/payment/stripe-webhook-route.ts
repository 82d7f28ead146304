import { readAtMost } from '@vitrine/contract';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Services } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { settlePayment } from './settle-payment';
import { readStripeEvent, STRIPE_SIGNATURE_HEADER, stripeSigned } from './stripe-events';
import { STRIPE } from './stripe-payments';

export const STRIPE_WEBHOOK_PATH = '/service/webhooks/payments/stripe';
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Stripe's events to this shop. Only a body signed with the endpoint's secret (Stripe-Signature) is read; each
 * event is recorded by its id in the transaction that acts on it, so a redelivery or replay changes nothing.
 */
export function registerStripeWebhooks(app: Hono<AppEnv>, services: Services): void {
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const stripe = services.config.paymentGateway?.stripe;
    if (!stripe) throw notFound('Stripe payments are not set up in this shop');
    const body = await readAtMost(c.req.raw, MAX_WEBHOOK_BYTES);
    if (!body) throw new HttpError(413, `An event is at most ${MAX_WEBHOOK_BYTES} bytes`);
    const nowS = Math.floor(Date.now() / 1000);
    if (!stripeSigned(stripe.webhookSecret, body, c.req.header(STRIPE_SIGNATURE_HEADER), nowS)) {
      throw badRequest('The Stripe-Signature does not match');
    }
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw badRequest('The event body is not JSON');
    }
    const event = readStripeEvent(json);
    if (!event) throw badRequest('The event is not one this shop reads');
    const outcome = await services.db.transaction().execute(async (trx) => {
      const first = await sql`
        INSERT INTO payment_events (aggregator, event_id, kind) VALUES (${STRIPE}, ${event.id}, ${event.type})
        ON CONFLICT DO NOTHING RETURNING event_id`.execute(trx);
      if (first.rows.length === 0) return 'duplicate';
      if (!event.settles) return 'ignored';
      return settlePayment(trx, STRIPE, event.sessionId, event.word);
    });
    if (outcome === 'refund_due' || outcome === 'mismatch') {
      services.log.warn({ eventId: event.id, outcome }, 'a Stripe payment came that no order can take');
    }
    return c.json({ status: outcome });
  });
}
