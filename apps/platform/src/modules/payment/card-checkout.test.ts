import { type PaymentGateway, SANDBOX_CARDS } from '@vitrine/payment-gateway';
import { payAtPage } from '@vitrine/payment-gateway/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { officialClients, rejection } from '../user/test-clients';
import { CARD_INIT_FAILURE } from './online-payment';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { reconcilePayments } from './reconcile-payments';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

const CALLBACK = 'http://shop.test/cart/order-status/';
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let address: string;
let article: string;
const db = () => platform.platform.services.db;
const gatewaySettings = () => {
  const settings = platform.platform.services.config.paymentGateway;
  if (!settings) throw new Error('the test platform has no gateway settings');
  return settings;
};

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({ gateway: { lateWebhookMs: 1_000 } });
  ({ gateway, platform, asha, ravi, address, article } = shop);
});
afterAll(() => shop?.close());

const card = { mode: 'CARD', payment: 'required', payment_meta: { payment_gateway: 'Razorpay' } };

/** A new cart for Asha: a cart whose order awaits payment would answer that order again at checkout. */
async function newCart() {
  await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db());
  return (await asha.v3.cart.addItems({ b: true, body: { items: [{ article_id: article }] } })).cart;
}

/** Checks Asha's cart out to pay by card (cart/v2.0 checkout), with an Idempotency-Key when given. */
const payByCard = (cartId: string, idempotencyKey?: string) =>
  asha.v3.cart.checkoutCartV2({
    body: {
      id: cartId,
      address_id: address,
      payment_mode: 'CARD',
      payment_methods: [card],
      callback_url: CALLBACK,
    },
    ...(idempotencyKey ? { requestHeaders: { 'Idempotency-Key': idempotencyKey } } : {}),
  });

/** Asha's cart of one article, checked out to pay by card: the order waits for its payment. */
async function checkOutByCard() {
  const cart = await newCart();
  return { cart, answer: await payByCard(cart.id) };
}

const orderOf = async (id: string) =>
  (
    await sql<{ status: string; payment_status: string }>`
      SELECT status, payment_status FROM orders WHERE id = ${id}`.execute(db())
  ).rows[0];
const paymentOf = async (orderId: string) =>
  (
    await db()
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).status;
const cartStatus = async (id: string) =>
  (await db().selectFrom('carts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const status = (client: { v3: Json }, orderId: string) =>
  client.v3.payment.checkAndUpdatePaymentStatus({
    body: { aggregator: 'Razorpay', method: 'CARD', merchant_order_id: orderId },
  });

/** Polls until `check` holds: webhooks arrive on their own time. */
async function eventually(check: () => Promise<boolean>, seconds = 30) {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never happened');
}

describe('paying by card at the gateway', () => {
  it('offers the online modes beside those paid at delivery', async () => {
    const routes = await asha.v1.payment.getPaymentModeRoutes({ amount: 1000 });
    expect(routes.payment_options.payment_option.map((mode: Json) => mode.name)).toEqual([
      'COD',
      'PP',
      'CARD',
      'UPI',
      'PL',
      'WL',
    ]);
  });

  it('places the order only once the gateway’s signed callback says the card was charged', async () => {
    const { cart, answer } = await checkOutByCard();
    expect(answer).toMatchObject({ success: true, message: 'Order created; awaiting payment' });
    const redirect = new URL(answer.data.redirect_url);
    expect(redirect.origin).toBe(gateway.url);
    expect(redirect.searchParams.get('callback_url')).toBe(`${CALLBACK}?order_id=${answer.order_id}`);
    expect(await orderOf(answer.order_id)).toEqual({ status: 'payment_pending', payment_status: 'pending' });
    expect(await status(asha, answer.order_id)).toMatchObject({ status: 'pending', retry: true });

    const paid = await payAtPage(answer.data.redirect_url, { number: SANDBOX_CARDS.success });
    expect(paid.returned?.action).toBe(`${CALLBACK}?order_id=${answer.order_id}`);
    await eventually(async () => (await orderOf(answer.order_id)).payment_status === 'paid');
    expect(await orderOf(answer.order_id)).toEqual({ status: 'placed', payment_status: 'paid' });
    expect(await cartStatus(cart.id)).toBe('ordered');
    expect(await status(asha, answer.order_id)).toEqual({
      status: 'complete',
      success: true,
      retry: false,
      redirect_url: '',
      aggregator_name: 'Razorpay',
    });
  });

  it('keeps the cart and the order waiting when the bank declines the card', async () => {
    const { cart, answer } = await checkOutByCard();
    await payAtPage(answer.data.redirect_url, { number: SANDBOX_CARDS.declined });
    await eventually(async () => (await status(asha, answer.order_id)).status === 'failed');
    expect(await orderOf(answer.order_id)).toEqual({ status: 'payment_pending', payment_status: 'pending' });
    expect(await cartStatus(cart.id)).toBe('open');
  });

  it('finds a charge no callback reported, by asking the gateway', async () => {
    const { answer } = await checkOutByCard();
    await payAtPage(answer.data.redirect_url, { number: SANDBOX_CARDS.noWebhook });
    expect(await orderOf(answer.order_id)).toMatchObject({ status: 'payment_pending' });
    // The reconciler asks about payments quiet for 30 s, for a day; the shopper's return asks at once.
    const later = (ms: number) => new Date(Date.now() + ms);
    expect(await reconcilePayments(db(), gatewaySettings(), later(25 * 60 * 60_000))).toEqual([]);
    expect(await orderOf(answer.order_id)).toMatchObject({ status: 'payment_pending' });
    expect(await reconcilePayments(db(), gatewaySettings(), new Date(Date.now() + 60_000))).toContain('paid');
    expect(await orderOf(answer.order_id)).toEqual({ status: 'placed', payment_status: 'paid' });
  });

  it('places one order when the gateway calls back twice', async () => {
    const { answer } = await checkOutByCard();
    await payAtPage(answer.data.redirect_url, { number: SANDBOX_CARDS.duplicateWebhook });
    await eventually(async () => (await orderOf(answer.order_id)).payment_status === 'paid');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM payments
      WHERE order_id = ${answer.order_id} AND status = 'paid'`.execute(db());
    expect(rows[0].n).toBe(1);
  });

  it('places the order when the charge is reported late, after the shopper gave up waiting', async () => {
    const { answer } = await checkOutByCard();
    const trip = await payAtPage(answer.data.redirect_url, { number: SANDBOX_CARDS.lateWebhook });
    // The gateway keeps the shopper waiting and never sends them back; its callback comes a second later.
    expect(trip.returned).toBeUndefined();
    expect(await orderOf(answer.order_id)).toMatchObject({ status: 'payment_pending' });
    await eventually(async () => (await orderOf(answer.order_id)).payment_status === 'paid');
    expect(await orderOf(answer.order_id)).toEqual({ status: 'placed', payment_status: 'paid' });
  });

  it('answers the same payment page to a cart checked out again unchanged, whatever its key', async () => {
    const { cart, answer } = await checkOutByCard();
    const again = await payByCard(cart.id, 'another-attempt-0001');
    expect(again.order_id).toBe(answer.order_id);
    expect(again.data.redirect_url).toBe(answer.data.redirect_url);
  });

  it('gives up the waiting order when its cart changed, and orders the cart anew', async () => {
    const { cart, answer } = await checkOutByCard();
    const [sizeId, storeUid] = article.split('-').map(Number);
    const stock = async () =>
      (
        await db()
          .selectFrom('inventory')
          .select('quantity')
          .where('size_id', '=', sizeId)
          .where('store_uid', '=', storeUid)
          .executeTakeFirstOrThrow()
      ).quantity;
    const held = await stock();
    await asha.v3.cart.addItems({ body: { items: [{ article_id: article }] } });
    const anew = await payByCard(cart.id);
    expect(anew.order_id).not.toBe(answer.order_id);
    expect(await orderOf(answer.order_id)).toEqual({ status: 'abandoned', payment_status: 'released' });
    expect(await stock()).toBe(held + 1 - 2);
    await payAtPage(anew.data.redirect_url, { number: SANDBOX_CARDS.success });
    await eventually(async () => (await orderOf(anew.order_id)).payment_status === 'paid');
    // Paying the first order's page after all is money for an order given up: owed back, never a second order.
    await payAtPage(answer.data.redirect_url, { number: SANDBOX_CARDS.success });
    await eventually(async () => (await paymentOf(answer.order_id)) === 'refund_due');
    expect(await orderOf(answer.order_id)).toMatchObject({ status: 'abandoned' });
  });

  it('answers 404 for another shopper’s order, and 401 for a visitor', async () => {
    const { answer } = await checkOutByCard();
    expect(await rejection(status(ravi, answer.order_id))).toEqual({ code: 404, message: 'Order not found' });
    const visitor = officialClients(platform);
    expect((await rejection(status(visitor, answer.order_id))).code).toBe(401);
  });

  it('says the transaction could not start when the gateway refuses, and places nothing', async () => {
    const settings = gatewaySettings();
    const cart = await newCart();
    const keySecret = settings.keySecret;
    settings.keySecret = 'not-the-secret';
    try {
      expect(await rejection(payByCard(cart.id))).toEqual({ code: 502, message: CARD_INIT_FAILURE });
    } finally {
      settings.keySecret = keySecret;
    }
    const { rows } = await sql`SELECT 1 FROM orders WHERE cart_id = ${cart.id}`.execute(db());
    expect(rows).toEqual([]);
    expect(await cartStatus(cart.id)).toBe('open');
  });

  it('refuses to start a card payment without a callback address', async () => {
    const cart = await newCart();
    expect(
      await rejection(
        asha.v3.cart.checkoutCartV2({
          body: { id: cart.id, address_id: address, payment_mode: 'CARD', payment_methods: [card] },
        }),
      ),
    ).toEqual({
      code: 400,
      message: 'callback_url must be the http(s) address the shopper comes back to after paying',
    });
  });
});
