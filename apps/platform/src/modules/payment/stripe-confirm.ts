import { endpoint, noParams } from '@vitrine/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Services } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { settleFromProvider } from './settle-from-provider';
import { StripeMissing, sessionOf, stripeCall, stripeIntent } from './stripe-api';
import { sameText } from './stripe-events';
import { STRIPE, STRIPE_CONFIRM_PATH, stripeOf } from './stripe-payments';

/**
 * Spec: "Stripe: POST to payment_confirm with id and client_secret. Reads success and return_url." Not a call of
 * the official SDK: the browser posts it after Stripe.js confirms a card, so it lives with the Stripe flow.
 */
const stripePaymentConfirm = endpoint({
  method: 'POST',
  path: STRIPE_CONFIRM_PATH,
  params: noParams,
  query: z.strictObject({}),
  body: z.strictObject({
    id: z.string().regex(/^pi_\w{1,200}$/, 'id must be the payment intent id, pi_…'),
    client_secret: z.string().min(1).max(300),
  }),
  response: z.object({ success: z.boolean(), return_url: z.string() }),
});

interface StripePaymentRow {
  gateway_order_id: string;
  status: string;
}

/**
 * The shopper's word that Stripe confirmed their card: the intent is asked of Stripe server to server, must be
 * this shopper's order's and carry the client secret given; then the payment is settled by Stripe's word on its
 * session, never by this call. A forged or mismatched secret changes nothing.
 */
export function registerStripeConfirm(on: On, services: Services): void {
  const { db } = services;
  const signedIn = signedInUser(services);
  on(stripePaymentConfirm, async ({ body }, c) => {
    const user = await signedIn(c);
    const gateway = services.config.paymentGateway;
    const settings = stripeOf(gateway);
    const intent = await stripeCall(
      settings,
      `/v1/payment_intents/${encodeURIComponent(body.id)}`,
      stripeIntent,
    ).catch((error: unknown) => {
      if (error instanceof StripeMissing) throw notFound('Payment not found');
      throw new HttpError(502, 'Stripe could not be asked about the payment; try again');
    });
    const orderId = intent.metadata?.order_id ?? '';
    const latest = () =>
      sql<StripePaymentRow>`
        SELECT p.gateway_order_id, p.status FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE o.id = ${orderId} AND o.application_id = ${c.get('application').id} AND o.user_id = ${user.id}
          AND p.aggregator = ${STRIPE}
        ORDER BY p.created_at DESC LIMIT 1`.execute(db);
    const payment = (await latest()).rows[0];
    if (!payment) throw notFound('Payment not found');
    if (!intent.client_secret || !sameText(body.client_secret, intent.client_secret)) {
      throw badRequest('client_secret does not match the payment');
    }
    const session = await sessionOf(settings, payment.gateway_order_id).catch(() => {
      throw new HttpError(502, 'Stripe could not be asked about the payment; try again');
    });
    if (session.payment_intent.id !== intent.id) throw badRequest('The payment intent is not this order’s');
    if (payment.status === 'created')
      await settleFromProvider(db, gateway, { aggregator: STRIPE, ...payment });
    const status = (await latest()).rows[0]?.status;
    return { success: status === 'paid', return_url: session.success_url };
  });
}
