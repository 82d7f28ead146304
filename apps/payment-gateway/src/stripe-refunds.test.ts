import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_TOO_LARGE } from './refund-book';
import { SANDBOX_CARDS, SANDBOX_OTP } from './scenarios';
import { type PaymentGateway, startPaymentGateway } from './server';

const SHOP = { secretKey: 'sk_test_shop', publishableKey: 'pk_test_shop', webhookSecret: 'whsec_shop' };
const OTHER = { secretKey: 'sk_test_other', publishableKey: 'pk_test_other', webhookSecret: 'whsec_other' };
let gateway: PaymentGateway;
beforeAll(async () => {
  gateway = await startPaymentGateway({ merchants: [], stripeMerchants: [SHOP, OTHER], log: () => {} });
});
afterAll(() => gateway.close());

async function stripe(
  path: string,
  init: { form?: Record<string, string>; key?: string; idem?: string } = {},
) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: init.form ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${init.key ?? SHOP.secretKey}`,
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(init.idem ? { 'idempotency-key': init.idem } : {}),
    },
    body: init.form ? new URLSearchParams(init.form) : undefined,
    redirect: 'manual',
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON as it comes
  return { status: response.status, body: (await response.json().catch(() => undefined)) as any };
}

/** A Checkout Session of ₹1,000 paid by card; answers its PaymentIntent's id. */
async function paidIntent(): Promise<string> {
  const { body: session } = await stripe('/v1/checkout/sessions', {
    form: {
      mode: 'payment',
      success_url: 'http://shop.test/ok',
      cancel_url: 'http://shop.test/ok',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '100000',
      'line_items[0][price_data][product_data][name]': 'Order',
      'line_items[0][quantity]': '1',
    },
  });
  const page = (path: string, form: Record<string, string>) =>
    fetch(`${gateway.url}${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
  await page(`/stripe/pay/${session.id}`, {
    'card[number]': SANDBOX_CARDS.success,
    'card[expiry]': '12/40',
    'card[cvv]': '123',
    'card[name]': 'Asha Rao',
  });
  await page(`/stripe/pay/${session.id}/authenticate`, { otp: SANDBOX_OTP });
  return session.payment_intent;
}

describe('Stripe-style refunds', () => {
  it('refunds a succeeded intent once per Idempotency-Key and lists its refunds', async () => {
    const intent = await paidIntent();
    const form = { payment_intent: intent, amount: '40000', 'metadata[refund_id]': 'rfnd_1' };
    const asks = await Promise.all([1, 2, 3].map(() => stripe('/v1/refunds', { form, idem: 'rfnd_1' })));
    expect(new Set(asks.map((ask) => ask.body.id)).size).toBe(1);
    expect(asks[0]).toMatchObject({
      status: 200,
      body: { object: 'refund', amount: 40_000, payment_intent: intent, status: 'succeeded' },
    });
    expect(asks[0].body.id).toMatch(/^re_/);
    const listed = await stripe(`/v1/refunds?payment_intent=${intent}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ metadata: { refund_id: 'rfnd_1' } })]);
    expect((await stripe(`/v1/refunds/${asks[0].body.id}`)).body.id).toBe(asks[0].body.id);
    const changed = await stripe('/v1/refunds', { form: { ...form, amount: '100' }, idem: 'rfnd_1' });
    expect(changed.body.error.code).toBe('idempotency_error');
    const tooMuch = await stripe('/v1/refunds', {
      form: { payment_intent: intent, amount: '60001' },
      idem: 'x',
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { error: { message: REFUND_TOO_LARGE.message, code: REFUND_TOO_LARGE.code } },
    });
  });

  it('refuses another account’s intent and an intent not paid', async () => {
    const intent = await paidIntent();
    const other = await stripe('/v1/refunds', { form: { payment_intent: intent }, key: OTHER.secretKey });
    expect(other.status).toBe(404);
    expect((await stripe(`/v1/refunds?payment_intent=${intent}`, { key: OTHER.secretKey })).status).toBe(404);
    expect((await stripe('/v1/refunds', { form: { payment_intent: intent, amount: 'ten' } })).status).toBe(
      400,
    );
  });
});
