import { SANDBOX_WALLETS } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { PAYMENT_WEBHOOK_PATH } from './webhooks';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

const CALLBACK = 'http://shop.test/cart/order-status/';
const SHOP = 'http://shop.test';
let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop?.close());

const db = () => shop.platform.platform.services.db;

/** Asha's new cart of one article, checked out to pay by wallet: the order waits for its payment. */
async function checkOutByWallet() {
  await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db());
  const { cart } = await shop.asha.v3.cart.addItems({
    b: true,
    body: { items: [{ article_id: shop.article }] },
  });
  const answer = await shop.asha.v3.cart.checkoutCartV2({
    body: {
      id: cart.id,
      address_id: shop.address,
      payment_mode: 'WL',
      aggregator: 'Razorpay',
      payment_identifier: 'paytm',
      payment_methods: [{ mode: 'WL', payment: 'required', payment_meta: { payment_gateway: 'Razorpay' } }],
      callback_url: CALLBACK,
    },
  });
  return { cart, answer };
}

const orderOf = async (id: string) =>
  (
    await sql<{ status: string; payment_status: string }>`
      SELECT status, payment_status FROM orders WHERE id = ${id}`.execute(db())
  ).rows[0];
const status = (client: { v3: Json }, orderId: string) =>
  client.v3.payment.checkAndUpdatePaymentStatus({
    body: { aggregator: 'Razorpay', method: 'WL', merchant_order_id: orderId },
  });

/** The shopper's answer in the popup, as the wallet page in its frame posts it. */
async function payInPopup(gatewayOrderId: string, answer: 'pay' | 'decline', wallet = 'paytm') {
  const response = await fetch(`${shop.gateway.url}/v1/checkout/${gatewayOrderId}/wallet`, {
    method: 'POST',
    body: new URLSearchParams({ key_id: shop.keys.keyId, origin: SHOP, wallet, answer }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function eventually(check: () => Promise<boolean>, seconds = 30) {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never happened');
}

describe('paying from a wallet in the gateway’s popup', () => {
  it('offers the Wallet mode with the gateway’s wallets as its options', async () => {
    for (const client of [shop.asha.v1, shop.asha.v3]) {
      const routes = await client.payment.getPaymentModeRoutes({ amount: 1000 });
      const wallets = routes.payment_options.payment_option.find((mode: Json) => mode.name === 'WL');
      expect(wallets).toMatchObject({ display_name: 'Wallet', aggregator_name: 'Razorpay' });
      expect(wallets.list.map((option: Json) => [option.wallet_code, option.wallet_name])).toEqual(
        SANDBOX_WALLETS.map(({ code, name }) => [code, name]),
      );
      expect(wallets.list[0]).toMatchObject({
        aggregator_name: 'Razorpay',
        code: 'phonepe',
        display_name: 'PhonePe',
      });
    }
  });

  it('answers checkout with what the popup needs, the hosted page as fallback, and no secret', async () => {
    const { answer } = await checkOutByWallet();
    expect(answer).toMatchObject({ success: true, message: 'Order created; awaiting payment' });
    const total = Math.round(answer.data.total * 100);
    expect(answer.data).toMatchObject({
      payment_flow: 'popup',
      aggregator: 'Razorpay',
      script_url: `${shop.gateway.url}/v1/checkout.js`,
      key_id: shop.keys.keyId,
      aggregator_order_id: expect.stringMatching(/^order_/),
      amount: total,
      currency: 'INR',
    });
    const fallback = new URL(answer.data.redirect_url);
    expect(`${fallback.origin}${fallback.pathname}`).toBe(
      `${shop.gateway.url}/v1/checkout/${answer.data.aggregator_order_id}/wallet`,
    );
    expect(fallback.searchParams.get('callback_url')).toBe(`${CALLBACK}?order_id=${answer.order_id}`);
    const sent = JSON.stringify(answer);
    expect(sent).not.toContain(shop.keys.keySecret);
    expect(sent).not.toContain(shop.keys.webhookSecret);
    const script = await fetch(answer.data.script_url);
    expect(await script.text()).toContain('window.Razorpay');
  });

  it('places the order from the status check, not from the popup’s answer', async () => {
    const { cart, answer } = await checkOutByWallet();
    // No webhook reaches the shop: the popup's signed answer alone must place nothing.
    shop.gateway.setWebhookUrl(shop.keys.keyId, undefined);
    try {
      const page = await payInPopup(answer.data.aggregator_order_id, 'pay');
      expect(page).toContain('razorpay_signature');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await orderOf(answer.order_id)).toEqual({
        status: 'payment_pending',
        payment_status: 'pending',
      });
      expect(await status(shop.asha, answer.order_id)).toMatchObject({ status: 'complete', success: true });
      expect(await orderOf(answer.order_id)).toEqual({ status: 'placed', payment_status: 'paid' });
      const { status: cartStatus } = await db()
        .selectFrom('carts')
        .select('status')
        .where('id', '=', cart.id)
        .executeTakeFirstOrThrow();
      expect(cartStatus).toBe('ordered');
    } finally {
      shop.gateway.setWebhookUrl(shop.keys.keyId, `${shop.platform.baseUrl}${PAYMENT_WEBHOOK_PATH}`);
    }
  });

  it('places the order once the gateway’s signed webhook says the wallet paid', async () => {
    const { answer } = await checkOutByWallet();
    expect(await status(shop.asha, answer.order_id)).toMatchObject({ status: 'pending', retry: true });
    await payInPopup(answer.data.aggregator_order_id, 'pay', 'phonepe');
    await eventually(async () => (await orderOf(answer.order_id)).payment_status === 'paid');
    expect(await orderOf(answer.order_id)).toEqual({ status: 'placed', payment_status: 'paid' });
  });

  it('keeps the order waiting and the cart open when the wallet declines, and lets the shopper pay again', async () => {
    const { cart, answer } = await checkOutByWallet();
    await payInPopup(answer.data.aggregator_order_id, 'decline');
    await eventually(async () => (await status(shop.asha, answer.order_id)).status === 'failed');
    expect(await orderOf(answer.order_id)).toEqual({ status: 'payment_pending', payment_status: 'pending' });
    const open = await db()
      .selectFrom('carts')
      .select('status')
      .where('id', '=', cart.id)
      .executeTakeFirstOrThrow();
    expect(open.status).toBe('open');
    await payInPopup(answer.data.aggregator_order_id, 'pay');
    await eventually(async () => (await orderOf(answer.order_id)).payment_status === 'paid');
  });

  it('answers 404 for another shopper’s order', async () => {
    const { answer } = await checkOutByWallet();
    expect(await rejection(status(shop.ravi, answer.order_id))).toEqual({
      code: 404,
      message: 'Order not found',
    });
  });
});
