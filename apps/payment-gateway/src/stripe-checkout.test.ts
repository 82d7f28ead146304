import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_OTP } from './scenarios';
import { hmacSha256Hex } from './signature';
import { type Sandbox, startSandbox } from './testing/sandbox';
import { waitUntil } from './testing/wait-until';

const SHOP = { secretKey: 'sk_test_shop', publishableKey: 'pk_test_shop', webhookSecret: 'whsec_shop' };
const OTHER = { secretKey: 'sk_test_other', publishableKey: 'pk_test_other', webhookSecret: 'whsec_other' };
const SUCCESS_URL =
  'http://shop.test/cart/order-status/?success=true&order_id=FY1&session={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'http://shop.test/cart/order-status/?success=true&order_id=FY1';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ stripeMerchants: [SHOP, OTHER] });
  sandbox.gateway.setStripeWebhookUrl(SHOP.secretKey, sandbox.receiver.url);
});
afterAll(() => sandbox.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON as it comes
type Json = any;

async function stripe(
  path: string,
  init: { method?: string; form?: Record<string, string>; key?: string } = {},
) {
  const response = await fetch(`${sandbox.gateway.url}${path}`, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers: {
      authorization: `Bearer ${init.key ?? SHOP.secretKey}`,
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const sessionForm = (amount = 123_450) => ({
  mode: 'payment',
  success_url: SUCCESS_URL,
  cancel_url: CANCEL_URL,
  client_reference_id: 'FY1',
  'line_items[0][price_data][currency]': 'inr',
  'line_items[0][price_data][unit_amount]': String(amount),
  'line_items[0][price_data][product_data][name]': 'Order FY1',
  'line_items[0][quantity]': '1',
  'payment_intent_data[metadata][order_id]': 'FY1',
  'expand[]': 'payment_intent',
});

async function page(path: string, form?: Record<string, string>) {
  const response = await fetch(`${sandbox.gateway.url}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const card = (number: string) => ({
  'card[number]': number,
  'card[expiry]': '12/40',
  'card[cvv]': '123',
  'card[name]': 'Asha Rao',
});

describe('the Stripe-style Checkout Session', () => {
  it('is created server to server with the secret key, with its hosted url and a payment intent', async () => {
    const { status, body } = await stripe('/v1/checkout/sessions', { form: sessionForm() });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'checkout.session',
      amount_total: 123_450,
      currency: 'inr',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: 'FY1',
      url: `${sandbox.gateway.url}/stripe/pay/${body.id}`,
      payment_intent: {
        object: 'payment_intent',
        status: 'requires_payment_method',
        metadata: { order_id: 'FY1' },
      },
    });
    expect(body.id).toMatch(/^cs_test_\w+$/);
    expect(body.payment_intent.client_secret).toMatch(new RegExp(`^${body.payment_intent.id}_secret_\\w+$`));
    const again = await stripe(`/v1/checkout/sessions/${body.id}`);
    expect(again.body.payment_intent).toBe(body.payment_intent.id);
  });

  it('refuses a wrong key (401), another account’s session (404) and bad input (400) in Stripe’s error shape', async () => {
    const wrong = await stripe('/v1/checkout/sessions', { form: sessionForm(), key: 'sk_test_nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.type).toBe('authentication_error');
    const { body } = await stripe('/v1/checkout/sessions', { form: sessionForm() });
    const other = await stripe(`/v1/checkout/sessions/${body.id}`, { key: OTHER.secretKey });
    expect(other.status).toBe(404);
    expect(other.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    expect(
      (await stripe(`/v1/payment_intents/${body.payment_intent.id}`, { key: OTHER.secretKey })).status,
    ).toBe(404);
    const bad = await stripe('/v1/checkout/sessions', {
      form: { ...sessionForm(), success_url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'invalid_request_error', param: 'success_url' });
    const noItems = await stripe('/v1/checkout/sessions', {
      form: { mode: 'payment', success_url: SUCCESS_URL },
    });
    expect(noItems.body.error.param).toBe('line_items');
  });

  it('takes a card and 3-D Secure, redirects to success_url and posts a signed checkout.session.completed', async () => {
    const { body: session } = await stripe('/v1/checkout/sessions', { form: sessionForm() });
    const form = await page(`/stripe/pay/${session.id}`);
    expect(form.status).toBe(200);
    expect(form.html).toContain('₹1,234.50');
    const auth = await page(`/stripe/pay/${session.id}`, card(SANDBOX_CARDS.success));
    expect(auth.html).toContain(`(sandbox: ${SANDBOX_OTP})`);
    expect((await stripe(`/v1/payment_intents/${session.payment_intent.id}`)).body.status).toBe(
      'requires_action',
    );
    const done = await page(`/stripe/pay/${session.id}/authenticate`, { otp: SANDBOX_OTP });
    expect(done.status).toBe(303);
    expect(done.location).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id));

    const paid = await stripe(`/v1/checkout/sessions/${session.id}?expand[]=payment_intent`);
    expect(paid.body).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(paid.body.payment_intent).toMatchObject({ status: 'succeeded', amount_received: 123_450 });

    const delivery = await waitUntil(
      () => sandbox.receiver.deliveries.find((d) => d.body.data?.object?.id === session.id),
      'the completed event',
    );
    expect(delivery.body).toMatchObject({ object: 'event', type: 'checkout.session.completed' });
    const [, time, v1] =
      /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['stripe-signature'])) ?? [];
    expect(v1).toBe(hmacSha256Hex(`${time}.${delivery.rawBody.toString('utf8')}`, SHOP.webhookSecret));
    expect((await page(`/stripe/pay/${session.id}`)).status).toBe(410);

    const events = await stripe('/v1/events?type=checkout.session.completed');
    const event = events.body.data.find((e: Json) => e.data.object.id === session.id);
    expect(event.id).toBe(delivery.body.id);
    expect((await stripe(`/sandbox/stripe/events/${event.id}/resend`, { method: 'POST' })).status).toBe(200);
    await waitUntil(
      () => sandbox.receiver.deliveries.filter((d) => d.body.id === event.id).length === 2,
      'the redelivery',
    );
  });

  it('declines the declined test card and keeps the session open; a wrong password fails too', async () => {
    const { body: session } = await stripe('/v1/checkout/sessions', { form: sessionForm() });
    const declined = await page(`/stripe/pay/${session.id}`, card(SANDBOX_CARDS.declined));
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect(declined.html).not.toContain(SANDBOX_CARDS.declined);
    const intent = (await stripe(`/v1/payment_intents/${session.payment_intent.id}`)).body;
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    await page(`/stripe/pay/${session.id}`, card(SANDBOX_CARDS.success));
    const wrong = await page(`/stripe/pay/${session.id}/authenticate`, { otp: '000000' });
    expect(wrong.status).toBe(402);
    expect((await stripe(`/v1/checkout/sessions/${session.id}`)).body.status).toBe('open');
  });

  it('expires the session when the shopper cancels, and sends them to cancel_url', async () => {
    const { body: session } = await stripe('/v1/checkout/sessions', { form: sessionForm() });
    const cancelled = await page(`/stripe/pay/${session.id}/cancel`, {});
    expect(cancelled).toMatchObject({ status: 303, location: CANCEL_URL });
    expect((await stripe(`/v1/checkout/sessions/${session.id}`)).body.status).toBe('expired');
    expect((await stripe(`/v1/payment_intents/${session.payment_intent.id}`)).body.status).toBe('canceled');
  });

  it('withholds the webhook for the no-webhook card: only the status API tells', async () => {
    const { body: session } = await stripe('/v1/checkout/sessions', { form: sessionForm() });
    await page(`/stripe/pay/${session.id}`, card(SANDBOX_CARDS.noWebhook));
    await page(`/stripe/pay/${session.id}/authenticate`, { otp: SANDBOX_OTP });
    expect((await stripe(`/v1/checkout/sessions/${session.id}`)).body.payment_status).toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sandbox.receiver.deliveries.some((d) => d.body.data?.object?.id === session.id)).toBe(false);
  });
});
