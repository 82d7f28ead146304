import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_TOO_LARGE } from './refund-book';
import { SANDBOX_CARDS, SANDBOX_OTP } from './scenarios';
import { type PaymentGateway, startPaymentGateway } from './server';

const MERCHANT = { merchantId: 'juspay_test', apiKey: 'juspay-test-api-key', webhookSecret: 'juspay-hook' };
const OTHER = { merchantId: 'juspay_other', apiKey: 'juspay-other-key', webhookSecret: 'juspay-hook-2' };
let gateway: PaymentGateway;
beforeAll(async () => {
  gateway = await startPaymentGateway({ merchants: [], juspayMerchants: [MERCHANT, OTHER], log: () => {} });
});
afterAll(() => gateway.close());

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
let count = 0;

async function call(path: string, form?: Record<string, string>, key = MERCHANT.apiKey) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { authorization: basic(key) },
    body: form ? new URLSearchParams(form) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON as it comes
  return { status: response.status, body: (await response.json()) as any };
}

/** A Juspay order of ₹500 charged by card; answers its merchant order id. */
async function chargedOrder(): Promise<string> {
  const orderId = `FYJ${Date.now()}${++count}`;
  await call('/orders', { order_id: orderId, amount: '500.00', return_url: 'http://shop.test/back' });
  const txn = await fetch(`${gateway.url}/txns`, {
    method: 'POST',
    body: new URLSearchParams({
      order_id: orderId,
      merchant_id: MERCHANT.merchantId,
      payment_method_type: 'CARD',
      card_number: SANDBOX_CARDS.success,
      card_exp_month: '12',
      card_exp_year: String(new Date().getFullYear() + 3),
      name_on_card: 'Asha Rao',
      card_security_code: '739',
      format: 'json',
    }),
  });
  const url = (await txn.json()).payment.authentication.url;
  await fetch(url, { method: 'POST', body: new URLSearchParams({ otp: SANDBOX_OTP }), redirect: 'manual' });
  return orderId;
}

describe('Juspay-style refunds', () => {
  it('refunds once per unique_request_id and lists refunds on the order status', async () => {
    const orderId = await chargedOrder();
    const asks = await Promise.all(
      [1, 2, 3].map(() =>
        call(`/orders/${orderId}/refunds`, { unique_request_id: 'rf-1', amount: '200.50' }),
      ),
    );
    expect(asks.every((ask) => ask.status === 200)).toBe(true);
    const status = await call(`/orders/${orderId}`);
    expect(status.body).toMatchObject({
      status: 'CHARGED',
      refunded: false,
      amount_refunded: 200.5,
      refunds: [{ unique_request_id: 'rf-1', amount: 200.5, status: 'SUCCESS' }],
    });
    const tooMuch = await call(`/orders/${orderId}/refunds`, { unique_request_id: 'rf-2', amount: '299.51' });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { error_code: REFUND_TOO_LARGE.code, error_message: REFUND_TOO_LARGE.message },
    });
    await call(`/orders/${orderId}/refunds`, { unique_request_id: 'rf-3', amount: '299.50' });
    expect((await call(`/orders/${orderId}`)).body).toMatchObject({ refunded: true, amount_refunded: 500 });
  });

  it('refuses bad input, an unpaid order and another merchant’s order', async () => {
    const orderId = await chargedOrder();
    expect((await call(`/orders/${orderId}/refunds`, { amount: '1.00' })).status).toBe(400);
    expect(
      (await call(`/orders/${orderId}/refunds`, { unique_request_id: 'x', amount: '1.005' })).status,
    ).toBe(400);
    const other = await call(
      `/orders/${orderId}/refunds`,
      { unique_request_id: 'y', amount: '1' },
      OTHER.apiKey,
    );
    expect(other.status).toBe(404);
    const unpaid = `FYU${Date.now()}`;
    await call('/orders', { order_id: unpaid, amount: '10.00', return_url: 'http://shop.test/back' });
    expect((await call(`/orders/${unpaid}/refunds`, { unique_request_id: 'z', amount: '1' })).status).toBe(
      400,
    );
  });
});
