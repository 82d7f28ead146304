import { createHmac } from 'node:crypto';
import { type PaymentGateway, SANDBOX_CARDS, SANDBOX_OTP } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { DEMO_SHOPPER_PASSWORD } from '../../testing/harness';
import { rejection, signedRequest, signIn } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { reconcileProviderPayments } from './reconcile-provider-payments';
import { STRIPE_CONFIRM_PATH } from './stripe-payments';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook-route';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

const STRIPE = {
  secretKey: 'sk_test_shop',
  publishableKey: 'pk_test_shop',
  webhookSecret: 'whsec_shop_secret',
};
const CALLBACK = 'http://shop.test/cart/order-status/?success=true';

let shop: PaymentShop | undefined;
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
const cookies: Record<string, string> = {};
const db = () => platform.platform.services.db;

beforeAll(async () => {
  shop = await startPaymentShop({
    gateway: { stripeMerchants: [STRIPE] },
    providers: (url) => ({ stripe: { url, ...STRIPE } }),
  });
  ({ gateway, platform, asha, ravi } = shop);
  gateway.setStripeWebhookUrl(STRIPE.secretKey, `${platform.baseUrl}${STRIPE_WEBHOOK_PATH}`);
  for (const who of ['asha', 'ravi']) {
    cookies[who] = (await signIn(platform, `${who}@vitrine.test`, DEMO_SHOPPER_PASSWORD)).cookie;
  }
});
afterAll(() => shop?.close());
const running = () => shop as PaymentShop;

/** Asha's new cart of one article, checked out to pay by card on Stripe: the order waits for its payment. */
const checkOutByStripe = () => running().checkOut('CARD', 'Stripe');

/** The shopper on the session's hosted page: a test card, then its 3-D Secure password. */
async function pay(sessionUrl: string, number: string, otp = SANDBOX_OTP) {
  const post = (path: string, form: Record<string, string>) =>
    fetch(`${sessionUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  const card = await post('', {
    'card[number]': number,
    'card[expiry]': '12/40',
    'card[cvv]': '123',
    'card[name]': 'Asha Rao',
  });
  if (card.status !== 200) return card;
  return post('/authenticate', { otp });
}

const paymentStatus = (client: { v3: Json }, orderId: string) =>
  running().paymentStatus(client, orderId, 'Stripe', 'CARD');

const stateOf = (orderId: string) => running().stateOf(orderId);

async function eventually(check: () => Promise<boolean>, seconds = 30) {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never happened');
}

const paidOnce = async (orderId: string) =>
  JSON.stringify(await stateOf(orderId)) ===
  JSON.stringify([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);

/** The sandbox's Stripe API, as the shop's server calls it. */
async function stripeApi(path: string, method = 'GET') {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${STRIPE.secretKey}` },
  });
  return (await response.json()) as Json;
}

const confirm = (who: 'asha' | 'ravi', body: unknown) =>
  signedRequest(platform, {
    method: 'POST',
    path: STRIPE_CONFIRM_PATH,
    body,
    headers: { cookie: cookies[who] },
  });

const signed = (body: string, secret = STRIPE.webhookSecret, time = Math.floor(Date.now() / 1000)) =>
  `t=${time},v1=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`;

const postEvent = (body: string, signature: string) =>
  fetch(`${platform.baseUrl}${STRIPE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

describe('paying by card on Stripe Checkout', () => {
  it('offers Stripe beside the card gateway, which stays the default for CARD, with a payment_confirm url', async () => {
    for (const client of [asha.v3, asha.v1]) {
      const { payment_options: options } = await client.payment.getPaymentModeRoutes({ amount: 1000 });
      const card = options.payment_option.find((mode: Json) => mode.name === 'CARD');
      expect(card.aggregator_name).not.toBe('Stripe');
      expect(card.list.map((option: Json) => option.aggregator_name)).toContain('Stripe');
      expect(options.payment_flows.stripe).toMatchObject({
        payment_flow: 'redirect',
        data: { payment_confirm: STRIPE_CONFIRM_PATH, publishable_key: STRIPE.publishableKey },
      });
      expect(JSON.stringify(options)).not.toContain(STRIPE.secretKey);
    }
  });

  it('sends the shopper to the session and places one order once the signed webhook says paid', async () => {
    const { orderId, data } = await checkOutByStripe();
    expect(data).toMatchObject({
      aggregator: 'Stripe',
      payment_flow: 'redirect',
      publishable_key: STRIPE.publishableKey,
    });
    expect(data.redirect_url).toBe(`${gateway.url}/stripe/pay/${data.aggregator_order_id}`);
    expect(data.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(JSON.stringify(data)).not.toContain(STRIPE.secretKey);
    expect(await paymentStatus(asha, orderId)).toMatchObject({ status: 'pending' });

    const back = await pay(data.redirect_url, SANDBOX_CARDS.success);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${CALLBACK}&order_id=${orderId}`);
    await eventually(() => paidOnce(orderId));
    for (const client of [asha.v3, asha.v1]) {
      expect(await paymentStatus({ v3: client }, orderId)).toMatchObject({
        status: 'complete',
        success: true,
      });
    }
  });

  it('acts on a webhook once, however often it is delivered or replayed', async () => {
    const { orderId, data } = await checkOutByStripe();
    await pay(data.redirect_url, SANDBOX_CARDS.duplicateWebhook);
    await eventually(() => paidOnce(orderId));
    const events = await stripeApi('/v1/events?type=checkout.session.completed');
    const event = events.data.find((e: Json) => e.data.object.id === data.aggregator_order_id);
    await stripeApi(`/sandbox/stripe/events/${event.id}/resend`, 'POST');
    await stripeApi(`/sandbox/stripe/events/${event.id}/resend`, 'POST');
    const body = JSON.stringify(event);
    const replays = await Promise.all([postEvent(body, signed(body)), postEvent(body, signed(body))]);
    for (const replay of replays) expect(await replay.json()).toEqual({ status: 'duplicate' });
    const { rows } = await sql<{ count: string }>`
      SELECT count(*) AS count FROM payment_events WHERE aggregator = 'Stripe' AND event_id = ${event.id}`.execute(
      db(),
    );
    expect(Number(rows[0].count)).toBe(1);
    expect(await stateOf(orderId)).toEqual([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);
  });

  it('ignores an event with a forged, stale or missing signature', async () => {
    const { orderId, data } = await checkOutByStripe();
    const session = await stripeApi(`/v1/checkout/sessions/${data.aggregator_order_id}`);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
    });
    const stale = Math.floor(Date.now() / 1000) - 3600;
    for (const signature of [
      signed(forged, 'whsec_wrong'),
      signed(forged, STRIPE.webhookSecret, stale),
      '',
    ]) {
      const answer = await postEvent(forged, signature);
      expect(answer.status).toBe(400);
    }
    const { rows } = await sql`SELECT 1 FROM payment_events WHERE event_id = 'evt_forged'`.execute(db());
    expect(rows).toHaveLength(0);
    expect((await stateOf(orderId))[0].payment).toBe('created');
  });

  it('confirms with the client secret: a wrong one changes nothing, the right one answers success and return_url', async () => {
    const { orderId, data } = await checkOutByStripe();
    const id = data.payment_intent as string;
    const unpaid = await confirm('asha', { id, client_secret: data.client_secret });
    expect(unpaid).toMatchObject({ status: 200, body: { success: false } });

    await pay(data.redirect_url, SANDBOX_CARDS.noWebhook);
    const wrong = await confirm('asha', { id, client_secret: `${id}_secret_forged` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('client_secret does not match the payment');
    expect((await stateOf(orderId))[0].payment).toBe('created');
    expect((await confirm('asha', { id: 'pi_unknown', client_secret: 'x' })).status).toBe(404);
    expect((await confirm('asha', { id: 'not an id', client_secret: 'x' })).status).toBe(400);
    expect((await confirm('asha', { id, client_secret: data.client_secret, extra: 1 })).status).toBe(400);

    const theirs = await confirm('ravi', { id, client_secret: data.client_secret });
    expect(theirs.status).toBe(404);
    expect((await stateOf(orderId))[0].payment).toBe('created');

    const right = await confirm('asha', { id, client_secret: data.client_secret });
    expect(right).toMatchObject({
      status: 200,
      body: { success: true, return_url: `${CALLBACK}&order_id=${orderId}` },
    });
    expect(await paidOnce(orderId)).toBe(true);
  });

  it('settles a paid session whose webhook never came, by the status check and by the reconciler', async () => {
    const first = await checkOutByStripe();
    await pay(first.data.redirect_url, SANDBOX_CARDS.noWebhook);
    expect(await paymentStatus(asha, first.orderId)).toMatchObject({ status: 'complete', success: true });
    expect(await paidOnce(first.orderId)).toBe(true);

    const second = await checkOutByStripe();
    await pay(second.data.redirect_url, SANDBOX_CARDS.noWebhook);
    const later = new Date(Date.now() + 60_000);
    const settings = platform.platform.services.config.paymentGateway;
    if (!settings) throw new Error('no gateway');
    expect(await reconcileProviderPayments(db(), settings, later)).toContain('paid');
    expect(await paidOnce(second.orderId)).toBe(true);
  });

  it('keeps the cart when the card is declined, and says failed once the shopper cancels', async () => {
    const { orderId, data, cart } = await checkOutByStripe();
    const declined = await pay(data.redirect_url, SANDBOX_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(await paymentStatus(asha, orderId)).toMatchObject({ status: 'pending' });
    const cancelled = await fetch(`${data.redirect_url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe(`${CALLBACK}&order_id=${orderId}`);
    expect(await paymentStatus(asha, orderId)).toMatchObject({ status: 'failed', success: false });
    const { rows } = await sql<{ status: string }>`SELECT status FROM carts WHERE id = ${cart.id}`.execute(
      db(),
    );
    expect(rows[0].status).toBe('open');
  });

  it('answers 404 to another shopper asking about the order', async () => {
    const { orderId } = await checkOutByStripe();
    for (const client of [ravi.v3, ravi.v1]) {
      expect(await rejection(paymentStatus({ v3: client }, orderId))).toMatchObject({ code: 404 });
    }
  });
});
