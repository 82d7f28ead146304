import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAY_LATER_PHONES as PHONES } from './pay-later';
import { MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';
import { waitUntil } from './testing/wait-until';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const RETURN = 'http://shop.test/cart/pay-later?order_id=FY1';
const eligibility = (phone: string, amount = 50_000) =>
  sandbox.api.post('/v1/paylater/simpl/eligibility', {
    phone_number: phone,
    transaction_amount_in_paise: amount,
  });

/** The shopper's answer on the provider's page; where it sends them back to, with the outcome in the query. */
async function answerPage(path: string, orderId: string, phone: string, answer = 'approve') {
  const form = new URLSearchParams({
    key_id: MERCHANT.keyId,
    callback_url: RETURN,
    phone_number: phone,
    answer,
  });
  const response = await fetch(`${sandbox.gateway.url}/paylater/${path}/${orderId}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '').searchParams;
}

const charge = (body: Record<string, unknown>) => sandbox.api.post('/v1/paylater/simpl/charge', body);
const eventsOf = (orderId: string) => sandbox.receiver.forOrder(orderId).map((d) => d.body.event);

describe('pay later (Simpl-style)', () => {
  it('approves a phone with credit, and refuses the others with Simpl’s codes', async () => {
    expect((await eligibility(PHONES.approved)).body).toEqual({
      success: true,
      data: { approved: true, available_credit_in_paise: 100_000_00 },
    });
    const codes = {
      [PHONES.lowCredit]: 'insufficient_credit',
      [PHONES.notFound]: 'user_not_found',
      [PHONES.blocked]: 'user_unauthorized',
      [PHONES.unavailable]: 'unable_to_process',
    };
    for (const [phone, code] of Object.entries(codes)) {
      expect((await eligibility(phone)).body.data).toEqual({ approved: false, error_code: code });
    }
    const bad = await eligibility('12345');
    expect(bad).toMatchObject({ status: 400, body: { success: false, error_code: 'bad_request' } });
  });

  it('charges once by token and order: a retry gives the same charge, another amount or token is refused', async () => {
    const order = await sandbox.api.createOrder(50_000);
    const page = await fetch(
      `${sandbox.gateway.url}/paylater/simpl/authorize/${order.id}?key_id=${MERCHANT.keyId}&callback_url=${encodeURIComponent(RETURN)}`,
    );
    expect(await page.text()).toContain('₹500.00');
    const token =
      (await answerPage('simpl/authorize', order.id, PHONES.approved)).get('transaction_token') ?? '';
    expect(token).toMatch(/^txn_tok_/);
    const first = await charge({ transaction_token: token, order_id: order.id, amount_in_paise: 50_000 });
    expect(first.body).toMatchObject({ success: true, data: { transaction: { status: 'CLAIMED' } } });
    const again = await charge({ transaction_token: token, order_id: order.id, amount_in_paise: 50_000 });
    expect(again.body.data.transaction.id).toBe(first.body.data.transaction.id);
    const other = await charge({ transaction_token: token, order_id: order.id, amount_in_paise: 40_000 });
    expect(other.body).toMatchObject({ success: false, error_code: 'order_id_already_exists' });
    await waitUntil(() => eventsOf(order.id).length >= 2, 'webhooks');
    expect(eventsOf(order.id)).toEqual(['payment.captured', 'order.paid']);
    const payments = await sandbox.api.get(`/v1/orders/${order.id}/payments`);
    expect(payments.body.items).toMatchObject([{ status: 'captured', method: 'paylater', amount: 50_000 }]);
  });

  it('refuses a made-up token, a zero amount, and another merchant’s token', async () => {
    const order = await sandbox.api.createOrder(30_000);
    const token = (await answerPage('simpl/authorize', order.id, PHONES.approved)).get('transaction_token');
    const made = await charge({
      transaction_token: 'txn_tok_nope',
      order_id: order.id,
      amount_in_paise: 30_000,
    });
    expect(made.body.error_code).toBe('invalid_transaction_token');
    const zero = await charge({ transaction_token: token, order_id: order.id, amount_in_paise: 0 });
    expect(zero.body.error_code).toBe('transaction_amount_zero_error');
    const theirs = await sandbox.otherApi.post('/v1/paylater/simpl/charge', {
      transaction_token: token,
      order_id: order.id,
      amount_in_paise: 30_000,
    });
    expect(theirs.body.error_code).toBe('invalid_transaction_token');
  });

  it('sends the shopper back with user_cancelled, or the reason their phone cannot pay', async () => {
    const order = await sandbox.api.createOrder(50_000);
    expect((await answerPage('simpl/authorize', order.id, PHONES.approved, 'cancel')).get('error_code')).toBe(
      'user_cancelled',
    );
    expect((await answerPage('simpl/authorize', order.id, PHONES.blocked)).get('error_code')).toBe(
      'user_unauthorized',
    );
  });
});

describe('pay later (Potlee-style)', () => {
  const address = {
    line1: '7, Harbour Lane',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pincode: '400001',
  };
  const potlee = (extra: Record<string, unknown>) =>
    sandbox.api.post('/v1/paylater/potlee/eligibility', {
      phone_number: PHONES.approved,
      amount_in_paise: 50_000,
      delivery_address: address,
      billing_address: address,
      order_items: [{ sku: 'TEE-M', price: 500, quantity: 1 }],
      ...extra,
    });

  it('checks eligibility with the order’s addresses and items', async () => {
    expect((await potlee({})).body.data).toMatchObject({ approved: true });
    expect((await potlee({ phone_number: PHONES.notFound })).body.data).toEqual({
      approved: false,
      error_code: 'user_not_found',
    });
    const noItems = await potlee({ order_items: [] });
    expect(noItems).toMatchObject({ status: 400, body: { error_code: 'bad_request' } });
  });

  it('pays the order once the shopper confirms the drawdown, and tells the merchant by webhook', async () => {
    const order = await sandbox.api.createOrder(20_000);
    const back = await answerPage('potlee/drawdown', order.id, PHONES.approved);
    expect(back.get('drawdown')).toMatch(/^pay_/);
    await waitUntil(() => eventsOf(order.id).length >= 2, 'webhooks');
    expect(eventsOf(order.id)).toEqual(['payment.captured', 'order.paid']);
    expect((await answerPage('potlee/drawdown', order.id, PHONES.approved)).get('error_code')).toBe(
      'order_id_already_exists',
    );
  });
});
