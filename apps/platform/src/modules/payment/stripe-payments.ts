import type { z } from 'zod';
import { HttpError, notFound } from '../../http/errors';
import { API_PREFIX } from '../../http/route';
import type { PaymentGatewaySettings } from './gateway-config';
import type { GatewayWord } from './gateway-word';
import type { OnlineFlow, OnlinePaymentOrder, OnlinePaymentStart } from './online-flow';
import { CARD_INIT_FAILURE, callbackUrlOf } from './online-payment';
import { sessionOf, stripeCall, stripeSession } from './stripe-api';
import type { StripeSettings } from './stripe-config';

export const STRIPE = 'Stripe';
/** Spec: "Stripe: POST to payment_confirm with id and client_secret. Reads success and return_url." */
export const STRIPE_CONFIRM_PATH = `${API_PREFIX}/payment/v1.0/stripe/payment_confirm`;

export function stripeOf(gateway: PaymentGatewaySettings | undefined): StripeSettings {
  if (!gateway?.stripe) throw notFound('This shop takes no Stripe payments');
  return gateway.stripe;
}

const emailOf = (payer: Record<string, unknown> | undefined) =>
  typeof payer?.email === 'string' && /^[^\s@]{1,64}@[^\s@]{1,190}$/.test(payer.email)
    ? payer.email
    : undefined;

/**
 * Creates a Checkout Session for the order, server to server; the shopper pays on its url and comes back to
 * the shop's order-status page (success_url, and cancel_url too: the status there is asked of Stripe).
 */
async function startPayment(
  gateway: PaymentGatewaySettings,
  order: OnlinePaymentOrder,
): Promise<OnlinePaymentStart> {
  const settings = stripeOf(gateway);
  const returnUrl = callbackUrlOf(order.callbackUrl, order.orderId);
  const email = emailOf(order.payer);
  let session: z.output<typeof stripeSession>;
  try {
    session = await stripeCall(settings, '/v1/checkout/sessions', stripeSession, {
      mode: 'payment',
      success_url: returnUrl,
      cancel_url: returnUrl,
      client_reference_id: order.orderId,
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': String(order.amount),
      'line_items[0][price_data][product_data][name]': `Order ${order.orderId}`,
      'line_items[0][quantity]': '1',
      'metadata[order_id]': order.orderId,
      'payment_intent_data[metadata][order_id]': order.orderId,
      ...(email ? { customer_email: email } : {}),
      'expand[]': 'payment_intent',
    });
  } catch {
    throw new HttpError(502, CARD_INIT_FAILURE);
  }
  if (!session.url) throw new HttpError(502, CARD_INIT_FAILURE);
  return {
    aggregator: STRIPE,
    gatewayOrderId: session.id,
    redirectUrl: session.url,
    // The browser's half of a card confirmation (Stripe.js): the intent, its client secret and where to confirm.
    answer: {
      payment_flow: 'redirect',
      session_id: session.id,
      payment_intent: session.payment_intent.id,
      client_secret: session.payment_intent.client_secret ?? '',
      publishable_key: settings.publishableKey,
      payment_confirm: STRIPE_CONFIRM_PATH,
    },
  };
}

/** Stripe's word on a session: paid, or expired (cancelled); undefined while it is open. */
async function sessionStatus(
  gateway: PaymentGatewaySettings,
  sessionId: string,
): Promise<GatewayWord | undefined> {
  const session = await sessionOf(stripeOf(gateway), sessionId);
  const intentId = session.payment_intent.id;
  if (session.status === 'complete' && session.payment_status === 'paid') {
    return {
      outcome: 'captured',
      gatewayPaymentId: intentId,
      amount: session.amount_total,
      currency: session.currency.toUpperCase(),
    };
  }
  if (session.status === 'expired') {
    return { outcome: 'failed', gatewayPaymentId: intentId, reason: 'The Stripe checkout was cancelled' };
  }
  return undefined;
}

/** Stripe Checkout: a session created server to server, paid on Stripe's page, settled by its word only. */
export const stripeFlow: OnlineFlow = {
  configured: (gateway) => gateway.stripe !== undefined,
  route: (gateway) => ({
    api_link: `${stripeOf(gateway).url}/v1/checkout/sessions`,
    payment_flow: 'redirect',
    data: { payment_confirm: STRIPE_CONFIRM_PATH, publishable_key: stripeOf(gateway).publishableKey },
  }),
  start: startPayment,
  status: sessionStatus,
};
