import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { SANDBOX_CARDS, SANDBOX_OTP } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../user/test-clients';
import type { PaymentGatewaySettings } from './gateway-config';
import { JUSPAY_WEBHOOK_PATH } from './juspay-webhooks';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { reconcileProviderPayments } from './reconcile-provider-payments';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

const JUSPAY = {
  merchantId: 'juspay_shop',
  apiKey: 'juspay-shop-api-key',
  webhookSecret: 'juspay-shop-hook',
};
const CALLBACK = 'http://shop.test/cart/order-status/?success=true';
const CVV = '7391';
const gatewayLog: string[] = [];
const platformLog: string[] = [];
let shop: PaymentShop;
const db = () => shop.platform.platform.services.db;
const gatewaySettings = () => shop.platform.platform.services.config.paymentGateway as PaymentGatewaySettings;

beforeAll(async () => {
  shop = await startPaymentShop({
    gateway: { juspayMerchants: [JUSPAY], log: (line) => gatewayLog.push(line) },
    providers: (url) => ({ juspay: { url, ...JUSPAY } }),
  });
  shop.gateway.setJuspayWebhookUrl(JUSPAY.merchantId, `${shop.platform.baseUrl}${JUSPAY_WEBHOOK_PATH}`);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      platformLog.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  shop.platform.platform.services.log = pino({ level: 'trace' }, stream);
});
afterAll(() => shop?.close());

/** Asha's new cart of one article, checked out to pay by card at Juspay: the order waits for its payment. */
const checkOut = () => shop.checkOut('CARD', 'Juspay');

/** The shopper's browser: posts the card to api_link itself, then answers the bank's one-time password page. */
async function payInBrowser(data: Json, orderId: string, number: string, otp = SANDBOX_OTP) {
  const year = String(new Date().getFullYear() + 3);
  const txn = await fetch(data.api_link, {
    method: 'POST',
    body: new URLSearchParams({
      order_id: orderId,
      merchant_id: data.merchant_id,
      payment_method_type: 'CARD',
      card_number: number,
      card_exp_month: '12',
      card_exp_year: year,
      name_on_card: 'Asha Rao',
      card_security_code: CVV,
      redirect_after_payment: 'true',
      format: 'json',
    }),
  });
  const body = await txn.json();
  if (!txn.ok) return { error: body.error_message as string };
  expect(body.payment.authentication.method).toBe('GET');
  const back = await fetch(body.payment.authentication.url, {
    method: 'POST',
    body: new URLSearchParams({ otp }),
    redirect: 'manual',
  });
  return { returnUrl: new URL(back.headers.get('location') ?? '') };
}

const paymentStatus = (client: { v3: Json }, orderId: string) =>
  shop.paymentStatus(client, orderId, 'Juspay', 'CARD');

const stateOf = (orderId: string) => shop.stateOf(orderId);

async function untilState(orderId: string, order: string) {
  await expect.poll(async () => (await stateOf(orderId))[0]?.order, { timeout: 10_000 }).toBe(order);
}

/** A webhook as Juspay's would be, signed with `secret`. */
function postWebhook(body: unknown, secret = JUSPAY.webhookSecret) {
  const text = JSON.stringify(body);
  return fetch(`${shop.platform.baseUrl}${JUSPAY_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-juspay-signature': createHmac('sha256', secret).update(text).digest('base64'),
    },
    body: text,
  });
}

/** What the gateway's status API says of an order, server to server. */
async function gatewayOrder(id: string) {
  const response = await fetch(`${shop.gateway.url}/orders/${id}`, {
    headers: { authorization: `Basic ${Buffer.from(`${JUSPAY.apiKey}:`).toString('base64')}` },
  });
  return response.json();
}

describe('paying by card at Juspay (the browser posts the card to /txns)', () => {
  it('offers CARD at Juspay first, with api_link and merchant id in payment_flows, never a secret', async () => {
    for (const client of [shop.asha.v3, shop.asha.v1]) {
      const routes = await client.payment.getPaymentModeRoutes({ amount: 100 });
      expect(routes.payment_options.payment_flows.juspay).toMatchObject({
        api_link: `${shop.gateway.url}/txns`,
        payment_flow: 'api',
        data: { merchant_id: JUSPAY.merchantId },
      });
      const card = routes.payment_options.payment_option.find((mode: Json) => mode.name === 'CARD');
      expect(card.aggregator_name).toBe('Juspay');
      expect(card.list.map((option: Json) => option.aggregator_name)).toEqual(['Juspay', 'Razorpay']);
      const text = JSON.stringify(routes);
      expect(text).not.toContain(JUSPAY.apiKey);
      expect(text).not.toContain(JUSPAY.webhookSecret);
    }
  });

  it('places the order once, on the signed webhook, however often it comes', async () => {
    const { answer, data, orderId } = await checkOut();
    expect(data).toMatchObject({
      aggregator: 'Juspay',
      payment_flow: 'api',
      api_link: `${shop.gateway.url}/txns`,
      merchant_id: JUSPAY.merchantId,
    });
    expect(data.aggregator_order_id).toMatch(/^ordeh_/);
    expect(JSON.stringify(answer)).not.toContain(JUSPAY.apiKey);
    const paid = await payInBrowser(data, orderId, SANDBOX_CARDS.duplicateWebhook);
    expect(paid.returnUrl?.searchParams.get('status')).toBe('CHARGED');
    expect(paid.returnUrl?.searchParams.get('order_id')).toBe(orderId);
    await untilState(orderId, 'placed');
    expect(await stateOf(orderId)).toEqual([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);
    // The duplicate-webhook card: the same event arrives twice; replaying it again changes nothing either.
    await expect
      .poll(
        async () =>
          (await sql`SELECT 1 FROM payment_events WHERE aggregator = 'Juspay'`.execute(db())).rows.length,
      )
      .toBeGreaterThan(0);
    const order = await gatewayOrder(data.aggregator_order_id);
    const event = { id: 'evt_V2_replayed', event_name: 'ORDER_SUCCEEDED', content: { order } };
    expect(await (await postWebhook(event)).json()).toEqual({ status: 'already_settled' });
    expect(await (await postWebhook(event)).json()).toEqual({ status: 'duplicate' });
    expect(await paymentStatus(shop.asha, orderId)).toMatchObject({ status: 'complete', success: true });
    const { rows } = await sql`SELECT 1 FROM orders WHERE cart_id = ${answer.cart.id}`.execute(db());
    expect(rows).toHaveLength(1);
  });

  it('reads no webhook with a forged signature, nor the shopper’s return alone', async () => {
    const { data, orderId } = await checkOut();
    const forged = {
      id: 'evt_V2_forged',
      event_name: 'ORDER_SUCCEEDED',
      content: {
        order: {
          id: data.aggregator_order_id,
          order_id: orderId,
          status: 'CHARGED',
          amount: 1,
          currency: 'INR',
        },
      },
    };
    const refused = await postWebhook(forged, 'not-the-secret');
    expect(refused.status).toBe(400);
    // The browser comes back saying CHARGED, but the gateway says the order is new: still pending.
    expect(await paymentStatus(shop.asha, orderId)).toMatchObject({ status: 'pending', success: false });
    expect(
      await reconcileProviderPayments(db(), gatewaySettings(), new Date(Date.now() + 60_000)),
    ).not.toContain('paid');
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'payment_pending', payment: 'created' });
  });

  it('settles by the status API when no webhook comes (the return, and the reconciler)', async () => {
    const returned = await checkOut();
    await payInBrowser(returned.data, returned.orderId, SANDBOX_CARDS.noWebhook);
    expect(await paymentStatus(shop.asha, returned.orderId)).toMatchObject({
      status: 'complete',
      success: true,
    });
    expect((await stateOf(returned.orderId))[0]).toMatchObject({ order: 'placed', payment: 'paid' });
    // A shopper who paid and closed the tab: the reconciler asks Juspay and places the order.
    const closed = await checkOut();
    await payInBrowser(closed.data, closed.orderId, SANDBOX_CARDS.noWebhook);
    expect(await reconcileProviderPayments(db(), gatewaySettings(), new Date(Date.now() + 60_000))).toContain(
      'paid',
    );
    expect((await stateOf(closed.orderId))[0]).toMatchObject({ order: 'placed', payment: 'paid' });
  });

  it('says failed on a declined card and keeps the cart; a card refused at once gets error_message', async () => {
    const { data, orderId, cart } = await checkOut();
    expect(await payInBrowser(data, orderId, '4111111111111112')).toEqual({
      error: 'The card number is not valid; check it for typos',
    });
    const declined = await payInBrowser(data, orderId, SANDBOX_CARDS.declined);
    expect(declined.returnUrl?.searchParams.get('status')).toBe('AUTHORIZATION_FAILED');
    await expect
      .poll(async () => (await paymentStatus(shop.asha, orderId)).status, { timeout: 10_000 })
      .toBe('failed');
    const { rows } = await sql<{ status: string }>`SELECT status FROM carts WHERE id = ${cart.id}`.execute(
      db(),
    );
    expect(rows[0].status).toBe('open');
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'payment_pending', payment: 'created' });
  });

  it('leaves payment links to the card gateway: CARD names Razorpay there, and a link pays there', async () => {
    const { payment_link_id: id } = await shop.asha.v1.payment.createPaymentLink({
      body: {
        amount: 250,
        description: 'Alterations',
        email: 'payer@example.com',
        mobile_number: '9876543210',
        external_order_id: 'EXT-JUSPAY-1',
        meta: { cart_id: '', checkout_mode: 'self', amount: '250' },
      },
    });
    const modes = await shop.ravi.v1.payment.getPaymentModeRoutesPaymentLink({ paymentLinkId: id });
    const card = modes.payment_options.payment_option.find((mode: Json) => mode.name === 'CARD');
    expect(card.aggregator_name).toBe('Razorpay');
    const page = await shop.ravi.v1.payment.createOrderHandlerPaymentLink({
      body: {
        payment_link_id: id,
        currency: 'INR',
        success_callback_url: CALLBACK,
        failure_callback_url: CALLBACK,
        payment_methods: {
          name: 'CARD',
          mode: 'CARD',
          meta: { merchant_code: 'CARD', payment_gateway: card.aggregator_name, payment_identifier: 'CARD' },
        },
      },
    });
    expect(new URL(page.data.redirect_url).pathname).toMatch(/^\/v1\/checkout\//);
  });

  it('answers another shopper’s order as not found', async () => {
    const { orderId } = await checkOut();
    for (const client of [shop.ravi.v3, shop.ravi.v1]) {
      const refused = await rejection(
        client.payment.checkAndUpdatePaymentStatus({
          body: { aggregator: 'Juspay', method: 'CARD', merchant_order_id: orderId },
        }),
      );
      expect(refused.code).toBe(404);
    }
  });

  it('keeps no card number or security code in any table or log line', async () => {
    const { rows: tables } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db());
    const holding = async (pattern: string) => {
      const found: string[] = [];
      for (const { name } of tables) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.table(name)} AS r
          WHERE r::text ~ ${pattern}`.execute(db());
        if (rows[0].n > 0) found.push(name);
      }
      return found;
    };
    const cvvPattern = `(^|[^0-9A-Za-z])${CVV}([^0-9A-Za-z]|$)`;
    const logs = [...platformLog, ...gatewayLog];
    expect(gatewayLog.join('\n')).toContain('ending 0077');
    for (const number of [SANDBOX_CARDS.duplicateWebhook, SANDBOX_CARDS.declined, SANDBOX_CARDS.noWebhook]) {
      expect(await holding(number)).toEqual([]);
      expect(logs.filter((line) => line.includes(number))).toEqual([]);
    }
    expect(await holding(cvvPattern)).toEqual([]);
    expect(logs.filter((line) => new RegExp(cvvPattern).test(line))).toEqual([]);
  });
});
