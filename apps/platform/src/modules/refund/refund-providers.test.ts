import { SANDBOX_CARDS, SANDBOX_OTP } from '@vitrine/payment-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../http/context';
import { runPendingRefunds } from './refund-run';
import { eventually, type RefundShop, startRefundShop } from './refund-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the gateway's answers are read as plain JSON.
type Json = any;

const JUSPAY = {
  merchantId: 'juspay_refunds',
  apiKey: 'juspay-refunds-key',
  webhookSecret: 'juspay-refunds-hook',
};
const STRIPE = {
  secretKey: 'sk_test_refunds',
  publishableKey: 'pk_test_refunds',
  webhookSecret: 'whsec_refunds',
};

let t: RefundShop;
let services: Services;
beforeAll(async () => {
  t = await startRefundShop({
    gateway: { juspayMerchants: [JUSPAY], stripeMerchants: [STRIPE] },
    providers: (url) => ({ juspay: { url, ...JUSPAY }, stripe: { url, ...STRIPE } }),
  });
  services = t.shop.platform.platform.services;
});
afterAll(() => t?.close());

const placed = async (orderId: string) => (await t.orderRow(orderId)).payment_status === 'paid';

/** Cancels the order's one shipment and runs its refund; answers the refund row. */
async function cancelAndRefund(orderId: string) {
  const shipment = await t.db
    .selectFrom('shipments')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  await t.move(shipment.id, 'cancelled_customer', 'customer');
  const runs = await Promise.all([1, 2, 3].map(() => runPendingRefunds(services, { orderId })));
  expect(runs.reduce((sum, ran) => sum + ran, 0)).toBe(1);
  return t.refundOf(shipment.id);
}

describe('refunds to the card at other card providers', () => {
  it('go back through Juspay’s refund call, once, under the refund’s id', async () => {
    const { orderId, data } = await t.shop.checkOut('CARD', 'Juspay');
    const txn = await fetch(data.api_link, {
      method: 'POST',
      body: new URLSearchParams({
        order_id: orderId,
        merchant_id: data.merchant_id,
        payment_method_type: 'CARD',
        card_number: SANDBOX_CARDS.success,
        card_exp_month: '12',
        card_exp_year: String(new Date().getFullYear() + 3),
        name_on_card: 'Asha Rao',
        card_security_code: '739',
        format: 'json',
      }),
    });
    const url = ((await txn.json()) as Json).payment.authentication.url;
    await fetch(url, { method: 'POST', body: new URLSearchParams({ otp: SANDBOX_OTP }), redirect: 'manual' });
    await eventually(async () => {
      await t.shop.paymentStatus(t.shop.asha, orderId, 'Juspay', 'CARD');
      return placed(orderId);
    });
    const payment = await t.paymentOf(orderId);
    const refund = await cancelAndRefund(orderId);
    expect(refund).toMatchObject({
      status: 'refunded',
      destination: 'source',
      amount: Number(payment.amount),
    });
    const status = await fetch(`${t.shop.gateway.url}/orders/${payment.gateway_order_id}`, {
      headers: { authorization: `Basic ${Buffer.from(`${JUSPAY.apiKey}:`).toString('base64')}` },
    });
    expect(((await status.json()) as Json).refunds).toEqual([
      expect.objectContaining({ unique_request_id: refund?.id, amount: Number(payment.amount) / 100 }),
    ]);
  });

  it('go back through Stripe’s refunds, once, under the refund’s id', async () => {
    const { orderId, data } = await t.shop.checkOut('CARD', 'Stripe');
    const post = (path: string, form: Record<string, string>) =>
      fetch(`${data.redirect_url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams(form),
      });
    await post('', {
      'card[number]': SANDBOX_CARDS.success,
      'card[expiry]': '12/40',
      'card[cvv]': '123',
      'card[name]': 'Asha Rao',
    });
    await post('/authenticate', { otp: SANDBOX_OTP });
    await eventually(async () => {
      await t.shop.paymentStatus(t.shop.asha, orderId, 'Stripe', 'CARD');
      return placed(orderId);
    });
    const payment = await t.paymentOf(orderId);
    const refund = await cancelAndRefund(orderId);
    expect(refund).toMatchObject({ status: 'refunded', amount: Number(payment.amount) });
    const listed = await fetch(
      `${t.shop.gateway.url}/v1/refunds?payment_intent=${payment.gateway_payment_id}`,
      {
        headers: { authorization: `Bearer ${STRIPE.secretKey}` },
      },
    );
    expect(((await listed.json()) as Json).data).toEqual([
      expect.objectContaining({ id: refund?.gateway_refund_id, amount: Number(payment.amount) }),
    ]);
  });
});
