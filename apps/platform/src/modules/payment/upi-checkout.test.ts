import { type PaymentGateway, SANDBOX_VPAS } from '@vitrine/payment-gateway';
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
  shop = await startPaymentShop({ gateway: { upiAutoAnswerMs: 100 } });
  ({ gateway, platform, asha, ravi, address, article } = shop);
});
afterAll(() => shop?.close());

/** Asha's new cart of one article, checked out to pay by UPI: the order waits for its payment. */
async function checkOutByUpi() {
  await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db());
  const cart = (await asha.v3.cart.addItems({ b: true, body: { items: [{ article_id: article }] } })).cart;
  const answer = await asha.v3.cart.checkoutCartV2({
    body: {
      id: cart.id,
      address_id: address,
      payment_mode: 'UPI',
      payment_methods: [
        { mode: 'UPI', payment: 'required', payment_meta: { payment_gateway: 'UPI_Razorpay' } },
      ],
      callback_url: 'http://shop.test/cart/order-status/',
    },
  });
  const { rows } = await sql<{ amount: string }>`
    SELECT amount FROM payments WHERE order_id = ${answer.order_id}`.execute(db());
  return { cart, orderId: answer.order_id as string, amount: Number(rows[0].amount) };
}

const collect = (client: { v3: Json }, orderId: string, amount: number, vpa: string) =>
  client.v3.payment.initialisePayment({
    body: {
      merchant_order_id: orderId,
      method: 'upi',
      aggregator: 'UPI_Razorpay',
      amount,
      currency: 'INR',
      vpa,
      email: 'asha@vitrine.test',
      contact: '9876543210',
      customer_id: '',
      order_id: '',
    },
  });

const paymentStatus = (orderId: string) =>
  asha.v3.payment.checkAndUpdatePaymentStatus({
    body: { aggregator: 'UPI_Razorpay', method: 'UPI', merchant_order_id: orderId },
  });

async function eventually(check: () => Promise<boolean>, seconds = 30) {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never happened');
}

describe('paying by UPI collect', () => {
  it('checks a UPI address at the gateway: the holder for an account, not valid for none or nonsense', async () => {
    expect(await asha.v1.payment.validateVPA({ body: { upi_vpa: 'asha.rao@oksbi' } })).toEqual({
      success: true,
      data: {
        upi_vpa: 'asha.rao@oksbi',
        status: 'VALID',
        is_valid: true,
        customer_name: 'Asha rao (sandbox)',
      },
    });
    for (const vpa of [SANDBOX_VPAS.unknown, 'no address here']) {
      const answer = await asha.v3.payment.validateVPA({ body: { upi_vpa: vpa } });
      expect(answer.data).toMatchObject({ status: 'INVALID', is_valid: false });
    }
  });

  it('places the order once the payer approves the collect request, as the status the page polls says', async () => {
    const { cart, orderId, amount } = await checkOutByUpi();
    expect(await paymentStatus(orderId)).toMatchObject({ status: 'pending', retry: true });
    const started = await collect(asha, orderId, amount, SANDBOX_VPAS.success);
    expect(started).toMatchObject({
      success: true,
      status: 'pending',
      method: 'upi',
      merchant_order_id: orderId,
    });
    expect(started.razorpay_payment_id).toMatch(/^pay_/);
    await eventually(async () => (await paymentStatus(orderId)).status === 'complete');
    const { rows } = await sql<{ status: string }>`
      SELECT c.status FROM carts c WHERE c.id = ${cart.id}`.execute(db());
    expect(rows[0].status).toBe('ordered');
  });

  it('says failed when the payer declines, and lets the shopper send a new request that succeeds', async () => {
    const { orderId, amount } = await checkOutByUpi();
    await collect(asha, orderId, amount, SANDBOX_VPAS.failure);
    await eventually(async () => (await paymentStatus(orderId)).status === 'failed');
    // A request waiting for its payer outweighs the failure before it.
    await collect(asha, orderId, amount, 'asha@okicici');
    expect(await paymentStatus(orderId)).toMatchObject({ status: 'pending' });
    const page = await fetch(`${gateway.url}/upi/app/asha@okicici`).then((r) => r.text());
    const paymentId = /data-payment-id="([^"]+)"/.exec(page)?.[1] ?? '';
    await fetch(`${gateway.url}/upi/app/asha@okicici/${paymentId}`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'approve' }),
    });
    await eventually(async () => (await paymentStatus(orderId)).status === 'complete');
  });

  it('answers UPI Initialization failed when the gateway refuses the address, and 4xx for bad requests', async () => {
    const { orderId, amount } = await checkOutByUpi();
    const refused = await rejection(collect(asha, orderId, amount, SANDBOX_VPAS.unknown));
    expect(refused).toMatchObject({ code: 400, message: 'UPI Initialization failed' });
    const wrongAmount = await rejection(collect(asha, orderId, amount - 100, SANDBOX_VPAS.success));
    expect(wrongAmount).toMatchObject({
      code: 400,
      message: 'The amount must be the order’s total, in paise',
    });
    const noAddress = await rejection(collect(asha, orderId, amount, ''));
    expect(noAddress).toMatchObject({ code: 400 });
    expect(await paymentStatus(orderId)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for another shopper’s order, and sends no request for it', async () => {
    const { orderId, amount } = await checkOutByUpi();
    const taken = await rejection(collect(ravi, orderId, amount, SANDBOX_VPAS.success));
    expect(taken).toMatchObject({ code: 404 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await paymentStatus(orderId)).toMatchObject({ status: 'pending' });
  });

  it('verifies an IFSC: the bank and branch, 404 for none, 400 for a malformed code', async () => {
    expect(await asha.v3.payment.verifyIfscCode({ ifscCode: 'sbin0000300' })).toEqual({
      success: true,
      bank_name: 'State Bank of India',
      branch_name: 'Mumbai Main Branch',
    });
    expect(await rejection(asha.v3.payment.verifyIfscCode({ ifscCode: 'SBIN0999999' }))).toMatchObject({
      code: 404,
    });
    expect(await rejection(asha.v1.payment.verifyIfscCode({ ifscCode: 'SBI-300' }))).toMatchObject({
      code: 400,
    });
  });
});
