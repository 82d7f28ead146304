import type { PaymentGateway } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { officialClients, rejection } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

const PAYU = { key: 'payu_test_orders', salt: 'orders-payu-salt' };
const RUPIFI = { merchantId: 'rupifi_orders', secret: 'orders-rupifi-secret' };
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let article: string;
const db = () => platform.platform.services.db;

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({
    gateway: { formMerchants: [PAYU], redirectMerchants: [RUPIFI] },
    providers: (url) => ({
      payumoney: {
        paymentUrl: `${url}/payu/_payment`,
        verifyUrl: `${url}/payu/merchant/postservice?form=2`,
        ...PAYU,
      },
      rupifi: { url: `${url}/rupifi`, ...RUPIFI },
    }),
  });
  ({ gateway, platform, asha, ravi, article } = shop);
});
afterAll(() => shop?.close());

/** Asha's new cart of one article, checked out to pay by `mode`: the order waits for its payment. */
async function checkOut(mode: string, aggregator: string) {
  const { cart, orderId } = await (shop as PaymentShop).checkOut(mode, aggregator);
  return { cartId: cart.id as string, orderId };
}

async function paymentsOf(orderId: string) {
  const { rows } = await sql<{ aggregator: string; gateway_order_id: string; amount: string }>`
    SELECT aggregator, gateway_order_id, amount FROM payments WHERE order_id = ${orderId}
    ORDER BY created_at`.execute(db());
  return rows;
}

/** A payment order for the order; without a method, the gateway's card. */
const paymentOrder = (client: { v1: Json }, orderId: string, method?: { mode: string; amount: number }) =>
  client.v1.payment.createPaymentOrder({
    body: {
      order_id: orderId,
      payment_methods: method
        ? [
            {
              ...method,
              name: method.mode,
              meta: {
                merchant_code: method.mode,
                payment_gateway: 'Razorpay',
                payment_identifier: method.mode,
              },
            },
          ]
        : [],
    },
  });

describe('the aggregators’ public configuration', () => {
  it('gives key ids and merchant ids, sandbox or live, and not one configured secret', async () => {
    const { keys } = shop as PaymentShop;
    const answer = await asha.v1.payment.getAggregatorsConfig({ refresh: true });
    expect(answer).toMatchObject({
      success: true,
      env: 'sandbox',
      razorpay: { key: keys.keyId, secret: '', sdk: true, api: gateway.url },
      payumoney: { key: PAYU.key, secret: '' },
      rupifi: { key: RUPIFI.merchantId, merchant_id: RUPIFI.merchantId, secret: '' },
    });
    const json = JSON.stringify([answer, await officialClients(platform).v3.payment.getAggregatorsConfig()]);
    for (const secret of [keys.keySecret, keys.webhookSecret, PAYU.salt, RUPIFI.secret]) {
      expect(json).not.toContain(secret);
    }
  });
});

describe('the point-of-sale payment modes', () => {
  it('offers what a counter takes, cash, card and UPI, in the payment options’ shape', async () => {
    const counter = await asha.v1.payment.getPosPaymentModeRoutes({
      amount: 500,
      pincode: '400001',
      orderType: 'PickAtStore',
    });
    const modes = counter.payment_options.payment_option;
    expect(modes.map((mode: Json) => mode.name)).toEqual(['COD', 'CARD', 'UPI']);
    expect(modes[0]).toMatchObject({ display_name: 'Cash', aggregator_name: 'Fynd' });
    expect(Object.keys(counter.payment_options.payment_flows).sort()).toEqual([
      'fynd',
      'razorpay',
      'upi_razorpay',
    ]);
    const home = await asha.v3.payment.getPosPaymentModeRoutes({
      amount: 500,
      pincode: '400001',
      orderType: 'HomeDelivery',
    });
    expect(home.payment_options.payment_option[0].display_name).toBe('Cash on Delivery');
    const badPincode = asha.v3.payment.getPosPaymentModeRoutes({
      amount: 500,
      pincode: '4000',
      orderType: '',
    });
    expect(await rejection(badPincode)).toMatchObject({ code: 400, message: 'pincode must be 6 digits' });
  });
});

describe('payment orders', () => {
  it('answers the gateway order checkout made, the same one each time', async () => {
    const { orderId } = await checkOut('CARD', 'Razorpay');
    const [made] = await paymentsOf(orderId);
    const first = await paymentOrder(asha, orderId);
    expect(first).toMatchObject({
      success: true,
      status_code: 200,
      order_id: orderId,
      payment_confirm_url: '/service/application/payment/v1.0/payment/confirm/polling',
      data: {
        order_id: made.gateway_order_id,
        merchant_order_id: orderId,
        amount: Number(made.amount),
        aggregator: 'Razorpay',
        currency: 'INR',
        method: 'card',
        email: 'asha@vitrine.test',
      },
    });
    expect(first.callback_url).toMatch(new RegExp(`/cart/order-status/\\?success=true&order_id=${orderId}$`));
    const again = await paymentOrder(asha, orderId, { mode: 'CARD', amount: Number(made.amount) });
    expect(again.data.order_id).toBe(made.gateway_order_id);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it('makes one gateway order for an order checked out with another provider, however often asked', async () => {
    const { orderId } = await checkOut('NB', 'Payumoney');
    const [payu] = await paymentsOf(orderId);
    const upi = { mode: 'UPI', amount: Number(payu.amount) };
    const answers = await Promise.all([paymentOrder(asha, orderId), paymentOrder(asha, orderId, upi)]);
    expect(answers[1].data.order_id).toBe(answers[0].data.order_id);
    expect((await paymentOrder(asha, orderId)).data.order_id).toBe(answers[0].data.order_id);
    const atGateway = (await paymentsOf(orderId)).filter((payment) => payment.aggregator === 'Razorpay');
    expect(atGateway).toEqual([expect.objectContaining({ gateway_order_id: answers[0].data.order_id })]);
    const { keys } = shop as PaymentShop;
    const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
    const order = await fetch(`${gateway.url}/v1/orders/${answers[0].data.order_id}`, {
      headers: { authorization },
    });
    expect(await order.json()).toMatchObject({ amount: Number(atGateway[0].amount), receipt: orderId });
  });

  it('answers 404 for another shopper’s order, and 400 for what cannot be paid that way', async () => {
    const { orderId } = await checkOut('CARD', 'Razorpay');
    expect(await rejection(paymentOrder(ravi, orderId))).toMatchObject({
      code: 404,
      message: 'Order not found',
    });
    const [made] = await paymentsOf(orderId);
    const cod = paymentOrder(asha, orderId, { mode: 'COD', amount: Number(made.amount) });
    expect(await rejection(cod)).toMatchObject({
      code: 400,
      message: 'Cash on Delivery needs no payment order',
    });
    const wrongAmount = paymentOrder(asha, orderId, { mode: 'CARD', amount: 1 });
    expect(await rejection(wrongAmount)).toMatchObject({ code: 400 });
    await sql`UPDATE orders SET status = 'placed' WHERE id = ${orderId}`.execute(db());
    expect(await rejection(paymentOrder(asha, orderId))).toMatchObject({
      code: 400,
      message: 'This order is not awaiting payment',
    });
    const noSuchOrder = asha.v3.payment.createPaymentOrder({ body: { order_id: 'not an id' } });
    expect(await rejection(noSuchOrder)).toMatchObject({ code: 400 });
  });
});

/** The collect requests waiting on the sandbox's UPI app page for an address. */
async function waitingAt(vpa: string): Promise<string[]> {
  const page = await fetch(`${gateway.url}/upi/app/${vpa}`).then((r) => r.text());
  return [...page.matchAll(/data-payment-id="([^"]+)"/g)].map((match) => match[1]);
}

async function checkOutAndCollect(vpa: string) {
  const { cartId, orderId } = await checkOut('UPI', 'UPI_Razorpay');
  const [payment] = await paymentsOf(orderId);
  const started = await asha.v3.payment.initialisePayment({
    body: {
      merchant_order_id: orderId,
      method: 'upi',
      aggregator: 'UPI_Razorpay',
      amount: Number(payment.amount),
      currency: 'INR',
      vpa,
      email: 'asha@vitrine.test',
      contact: '9876543210',
      customer_id: '',
      order_id: '',
    },
  });
  return { cartId, orderId, paymentId: started.razorpay_payment_id as string };
}

const resendOrCancel = (client: { v1: Json }, orderId: string, requestType: string) =>
  client.v1.payment.resendOrCancelPayment({ body: { order_id: orderId, request_type: requestType } });

const paymentStatus = (orderId: string) =>
  asha.v3.payment.checkAndUpdatePaymentStatus({
    body: { aggregator: 'UPI_Razorpay', method: 'UPI', merchant_order_id: orderId },
  });

describe('a pending UPI request sent again or cancelled', () => {
  it('resends: the old request is withdrawn and a new one waits for the payer', async () => {
    const vpa = 'asha.resend@okicici';
    const { orderId, paymentId } = await checkOutAndCollect(vpa);
    expect(await waitingAt(vpa)).toEqual([paymentId]);
    const resent = await resendOrCancel(asha, orderId, 'resend');
    expect(resent).toEqual({
      success: true,
      data: {
        status: 'pending',
        message: `A new payment request was sent to ${vpa}`,
        is_payment_done: false,
      },
    });
    const waiting = await waitingAt(vpa);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).not.toBe(paymentId);
    expect(await paymentStatus(orderId)).toMatchObject({ status: 'pending' });
  });

  it('cancels: the request is withdrawn and the order released, its stock back and the cart open', async () => {
    const [size, store] = article.split('-').map(Number);
    const stock = async () =>
      Number(
        (
          await sql<{ quantity: number }>`
            SELECT quantity FROM inventory WHERE size_id = ${size} AND store_uid = ${store}`.execute(db())
        ).rows[0].quantity,
      );
    const before = await stock();
    const vpa = 'asha.cancel@okicici';
    const { cartId, orderId } = await checkOutAndCollect(vpa);
    expect(await stock()).toBe(before - 1);
    expect(await rejection(resendOrCancel(ravi, orderId, 'cancel'))).toMatchObject({ code: 404 });
    expect(await rejection(resendOrCancel(asha, orderId, 'refund'))).toMatchObject({
      code: 400,
      message: "request_type must be 'resend' or 'cancel'",
    });
    expect(await resendOrCancel(asha, orderId, 'cancel')).toEqual({
      success: true,
      data: { status: 'cancelled', message: 'The payment was cancelled', is_payment_done: false },
    });
    expect(await waitingAt(vpa)).toEqual([]);
    expect(await stock()).toBe(before);
    const { rows } = await sql<{ order: string; cart: string }>`
      SELECT o.status AS order, c.status AS cart FROM orders o JOIN carts c ON c.id = o.cart_id
      WHERE o.id = ${orderId} AND c.id = ${cartId}`.execute(db());
    expect(rows[0]).toEqual({ order: 'abandoned', cart: 'open' });
    expect(await paymentStatus(orderId)).toMatchObject({ status: 'failed' });
    expect(await rejection(resendOrCancel(asha, orderId, 'resend'))).toMatchObject({
      code: 400,
      message: 'This order is not awaiting payment',
    });
  });

  it('refuses when no request waits for the payer', async () => {
    const { orderId } = await checkOut('UPI', 'UPI_Razorpay');
    expect(await rejection(resendOrCancel(asha, orderId, 'resend'))).toMatchObject({
      code: 400,
      message: 'No UPI payment request is waiting for this order',
    });
  });
});
