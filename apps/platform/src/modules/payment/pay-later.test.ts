import { type PaymentGateway, SANDBOX_PAY_LATER_PHONES as PHONES } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { rejection } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let address: string;
let article: string;
const db = () => platform.platform.services.db;

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({ gateway: { webhookRetryDelaysMs: [100, 200] } });
  ({ gateway, platform, asha, ravi, address, article } = shop);
});
afterAll(() => shop?.close());

const POTLEE_ADDRESS = {
  line1: '12, Sea View Apartments',
  line2: 'Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pincode: '400001',
  type: 'home',
};

const verify = (client: { v1: Json; v3: Json }, sdk: 'v1' | 'v3', body: Record<string, unknown>) =>
  client[sdk].payment.verifyCustomerForPayment({
    body: {
      payload: '',
      aggregator: 'Simpl',
      phone_number: PHONES.approved,
      merchant_params: { source: 'web', merchant_profile_id: 1 },
      transaction_amount_in_paise: 50_000,
      ...body,
    },
  });

/** Asha's new cart of one article, checked out to pay later with `aggregator`: the order waits for its payment. */
async function checkOutPayingLater(aggregator: 'Simpl' | 'Potlee') {
  await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db());
  const cart = (await asha.v3.cart.addItems({ b: true, body: { items: [{ article_id: article }] } })).cart;
  const answer = await asha.v3.cart.checkoutCartV2({
    body: {
      id: cart.id,
      address_id: address,
      payment_mode: 'PL',
      aggregator,
      payment_methods: [{ mode: 'PL', payment: 'required', payment_meta: { payment_gateway: aggregator } }],
      callback_url: 'http://shop.test/cart/pay-later/',
    },
  });
  const { rows } = await sql<{ amount: string }>`
    SELECT amount FROM payments WHERE order_id = ${answer.order_id}`.execute(db());
  return { cart, answer, orderId: answer.order_id as string, amount: Number(rows[0].amount) };
}

/** The shopper's answer on the provider's page: where it sends them back to, with the outcome in its query. */
async function answerOnPage(pageUrl: string, phone: string, answer = 'approve') {
  const url = new URL(pageUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set('phone_number', phone);
  form.set('answer', answer);
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '').searchParams;
}

const charge = (client: { v1: Json; v3: Json }, sdk: 'v1' | 'v3', body: Record<string, unknown>) =>
  client[sdk].payment.verifyAndChargePayment({ body: { aggregator: 'Simpl', ...body } });

const orderOf = async (orderId: string) =>
  (
    await sql<{ status: string; payment_status: string }>`
      SELECT status, payment_status FROM orders WHERE id = ${orderId}`.execute(db())
  ).rows[0];

describe('pay later: eligibility', () => {
  it('approves Asha’s phone for Simpl and for Potlee (with the order’s addresses and items)', async () => {
    for (const sdk of ['v1', 'v3'] as const) {
      expect(await verify(asha, sdk, {})).toEqual({
        success: true,
        message: 'Approved',
        data: { data: { approved: true } },
      });
    }
    const potlee = await verify(asha, 'v3', {
      aggregator: 'Potlee',
      delivery_address: POTLEE_ADDRESS,
      billing_address: POTLEE_ADDRESS,
      order_items: [{ sku: 'TEE-M', price: 500, quantity: 1 }],
    });
    expect(potlee.data.data.approved).toBe(true);
  });

  it('says why a phone is not eligible, with Simpl’s message for each code', async () => {
    const cases = [
      [PHONES.notFound, 'user_not_found', "Oops! your mobile number isn't liked to a Simpl account."],
      [PHONES.blocked, 'user_unauthorized', 'Oops! your account has been blocked by Simpl.'],
      [PHONES.lowCredit, 'insufficient_credit', 'Oops! this transaction exceeds your Simpl credit limit.'],
      [PHONES.unavailable, 'unable_to_process', 'Oops! this transaction exceeds your Simpl credit limit.'],
    ];
    for (const [phone, code, message] of cases) {
      const answer = await verify(asha, 'v1', { phone_number: phone });
      expect(answer).toEqual({
        success: true,
        message,
        data: { data: { approved: false, error_code: code } },
      });
    }
  });

  it('answers 4xx with a message for bad input', async () => {
    const unknown = await rejection(verify(asha, 'v3', { aggregator: 'Lazypay' }));
    expect(unknown).toMatchObject({ code: 400, message: 'aggregator must be Simpl or Potlee' });
    const phone = await rejection(verify(asha, 'v3', { phone_number: 'call me' }));
    expect(phone).toMatchObject({ code: 400, message: 'phone_number must be a 10-digit mobile number' });
    const potlee = await rejection(verify(asha, 'v3', { aggregator: 'Potlee' }));
    expect(potlee).toMatchObject({ code: 400, message: expect.stringContaining('delivery_address') });
    const amount = await rejection(verify(asha, 'v3', { transaction_amount_in_paise: 'lots' }));
    expect(amount).toMatchObject({ code: 400 });
  });
});

describe('pay later: Simpl charge', () => {
  it('sends the shopper to Simpl’s page, charges the token once, and places the order', async () => {
    const { cart, answer, orderId, amount } = await checkOutPayingLater('Simpl');
    expect(answer.data.redirect_url).toContain(`${gateway.url}/paylater/simpl/authorize/`);
    expect(await orderOf(orderId)).toMatchObject({ status: 'payment_pending' });
    const back = await answerOnPage(answer.data.redirect_url, PHONES.approved);
    const token = back.get('transaction_token');
    expect(back.get('order_id')).toBe(orderId);
    const paid = await charge(asha, 'v1', { order_id: orderId, transaction_token: token, amount });
    expect(paid).toMatchObject({ success: true, status: 'complete', aggregator: 'Simpl', order_id: orderId });
    expect(await orderOf(orderId)).toMatchObject({ status: 'placed', payment_status: 'paid' });
    // Charged again (a resent form): answered as paid, and the gateway holds one payment.
    const again = await charge(asha, 'v3', { order_id: orderId, transaction_token: token, amount });
    expect(again).toMatchObject({ success: true, status: 'complete' });
    const gatewayOrder = answer.data.aggregator_order_id;
    const { keyId, keySecret } = shop?.keys ?? {};
    const credentials = Buffer.from(`${keyId}:${keySecret}`).toString('base64');
    const payments = await fetch(`${gateway.url}/v1/orders/${gatewayOrder}/payments`, {
      headers: { authorization: `Basic ${credentials}` },
    }).then((r) => r.json());
    expect(payments.count).toBe(1);
    const { rows } = await sql<{ status: string }>`SELECT status FROM carts WHERE id = ${cart.id}`.execute(
      db(),
    );
    expect(rows[0].status).toBe('ordered');
  });

  it('refuses a bad token with Simpl’s message and leaves the order waiting', async () => {
    const { orderId, amount } = await checkOutPayingLater('Simpl');
    const refused = await rejection(
      charge(asha, 'v3', { order_id: orderId, transaction_token: 'txn_tok_x', amount }),
    );
    expect(refused).toMatchObject({
      code: 400,
      message: 'Oops! Unable to proceed with transaction. Retry later.',
    });
    const noToken = await rejection(charge(asha, 'v3', { order_id: orderId, amount }));
    expect(noToken).toMatchObject({ code: 400, message: expect.stringContaining('transaction_token') });
    const wrongAmount = await rejection(
      charge(asha, 'v3', { order_id: orderId, transaction_token: 'txn_tok_x', amount: amount - 100 }),
    );
    expect(wrongAmount).toMatchObject({
      code: 400,
      message: 'The amount must be the order’s total, in paise',
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'payment_pending' });
  });

  it('answers 404 for another shopper’s order, and charges nothing', async () => {
    const { answer, orderId, amount } = await checkOutPayingLater('Simpl');
    const token = (await answerOnPage(answer.data.redirect_url, PHONES.approved)).get('transaction_token');
    const taken = await rejection(
      charge(ravi, 'v3', { order_id: orderId, transaction_token: token, amount }),
    );
    expect(taken).toMatchObject({ code: 404 });
    expect(await orderOf(orderId)).toMatchObject({ status: 'payment_pending' });
  });
});

describe('pay later: Potlee drawdown', () => {
  it('sends the shopper to the drawdown link; the gateway’s webhook places the order', async () => {
    const { answer, orderId } = await checkOutPayingLater('Potlee');
    expect(answer.data.redirect_url).toContain(`${gateway.url}/paylater/potlee/drawdown/`);
    await answerOnPage(answer.data.redirect_url, PHONES.approved);
    await expect.poll(async () => (await orderOf(orderId)).status, { timeout: 10_000 }).toBe('placed');
  });
});
