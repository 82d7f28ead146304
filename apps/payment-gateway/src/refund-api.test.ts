import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_TOO_LARGE } from './refund-book';
import { SANDBOX_CARDS } from './scenarios';
import { MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

/** A captured card payment of `amount` paise at the Razorpay-style API. */
async function capturedPayment(amount = 50_000): Promise<string> {
  const order = await sandbox.api.createOrder(amount);
  await sandbox.pay(order.id, { number: SANDBOX_CARDS.success });
  const { body } = await sandbox.api.get(`/v1/orders/${order.id}/payments`);
  const payment = body.items.find((item: { status: string }) => item.status === 'captured');
  if (!payment) throw new Error('the payment was not captured');
  return payment.id;
}

describe('Razorpay-style refunds', () => {
  it('refunds part of a captured payment, then the rest, and never more than was captured', async () => {
    const paymentId = await capturedPayment(50_000);
    const first = await sandbox.api.post(`/v1/payments/${paymentId}/refund`, {
      amount: 20_000,
      receipt: 'rfnd-a',
      notes: { shipment: 'S1' },
    });
    expect(first).toMatchObject({
      status: 200,
      body: {
        entity: 'refund',
        amount: 20_000,
        currency: 'INR',
        payment_id: paymentId,
        receipt: 'rfnd-a',
        notes: { shipment: 'S1' },
        status: 'processed',
      },
    });
    expect(first.body.id).toMatch(/^rfnd_/);
    const tooMuch = await sandbox.api.post(`/v1/payments/${paymentId}/refund`, {
      amount: 30_001,
      receipt: 'b',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: REFUND_TOO_LARGE.message,
      reason: 'refund_amount_greater_than_transaction_amount',
      field: 'amount',
    });
    // No amount: what is left.
    const rest = await sandbox.api.post(`/v1/payments/${paymentId}/refund`, { receipt: 'rfnd-c' });
    expect(rest.body.amount).toBe(30_000);
    const list = await sandbox.api.get(`/v1/payments/${paymentId}/refunds`);
    expect(list.body).toMatchObject({ entity: 'collection', count: 2 });
    expect(list.body.items.map((refund: { receipt: string }) => refund.receipt).sort()).toEqual([
      'rfnd-a',
      'rfnd-c',
    ]);
  });

  it('answers the same refund to the same receipt, however many ask at once', async () => {
    const paymentId = await capturedPayment(40_000);
    const asks = await Promise.all(
      Array.from({ length: 10 }, () =>
        sandbox.api.post(`/v1/payments/${paymentId}/refund`, { amount: 40_000, receipt: 'rfnd-once' }),
      ),
    );
    expect(new Set(asks.map((ask) => ask.body.id)).size).toBe(1);
    expect(asks.every((ask) => ask.status === 200)).toBe(true);
    expect((await sandbox.api.get(`/v1/payments/${paymentId}/refunds`)).body.count).toBe(1);
    const otherAmount = await sandbox.api.post(`/v1/payments/${paymentId}/refund`, {
      amount: 100,
      receipt: 'rfnd-once',
    });
    expect(otherAmount.status).toBe(400);
  });

  it('refuses bad input, uncaptured payments and other merchants’ payments', async () => {
    const paymentId = await capturedPayment();
    const refund = (body: unknown) => sandbox.api.post(`/v1/payments/${paymentId}/refund`, body);
    expect((await refund({ amount: 12.5 })).status).toBe(400);
    expect((await refund({ amount: 99 })).status).toBe(400);
    expect((await refund({ amount: 100, receipt: 'x'.repeat(41) })).status).toBe(400);
    expect((await refund({ amount: 100, surprise: true })).status).toBe(400);
    expect((await sandbox.otherApi.post(`/v1/payments/${paymentId}/refund`, { amount: 100 })).status).toBe(
      404,
    );
    expect((await sandbox.otherApi.get(`/v1/payments/${paymentId}/refunds`)).status).toBe(404);
    const declined = await sandbox.api.createOrder(10_000);
    await sandbox.pay(declined.id, { number: SANDBOX_CARDS.declined });
    const failed = (await sandbox.api.get(`/v1/orders/${declined.id}/payments`)).body.items[0];
    const refused = await sandbox.api.post(`/v1/payments/${failed.id}/refund`, { amount: 100 });
    expect(refused.status).toBe(400);
  });
});

describe('RazorpayX-style payouts', () => {
  const authorization = `Basic ${Buffer.from(`${MERCHANT.keyId}:${MERCHANT.keySecret}`).toString('base64')}`;
  const payout = async (body: unknown, key?: string) => {
    const response = await fetch(`${sandbox.gateway.url}/v1/payouts`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        ...(key ? { 'x-payout-idempotency': key } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const toBank = (amount = 25_000) => ({
    account_number: '2323230041626905',
    amount,
    currency: 'INR',
    mode: 'IMPS',
    purpose: 'refund',
    reference_id: 'rfnd_bank',
    fund_account: {
      account_type: 'bank_account',
      bank_account: { name: 'Asha Rao', ifsc: 'HDFC0000123', account_number: '50100234567891' },
      contact: { name: 'Asha Rao', type: 'customer' },
    },
  });

  it('pays a bank account once per idempotency key, and lists it by reference_id', async () => {
    const asks = await Promise.all([1, 2, 3].map(() => payout(toBank(), 'key-bank')));
    expect(new Set(asks.map((ask) => ask.body.id)).size).toBe(1);
    expect(asks[0]).toMatchObject({
      status: 200,
      body: {
        entity: 'payout',
        amount: 25_000,
        status: 'processed',
        mode: 'IMPS',
        reference_id: 'rfnd_bank',
      },
    });
    const listed = await sandbox.api.get('/v1/payouts?reference_id=rfnd_bank');
    expect(listed.body.count).toBe(1);
    expect((await sandbox.api.get(`/v1/payouts/${asks[0].body.id}`)).body.id).toBe(asks[0].body.id);
    expect((await sandbox.otherApi.get(`/v1/payouts/${asks[0].body.id}`)).status).toBe(404);
    expect((await sandbox.otherApi.get('/v1/payouts?reference_id=rfnd_bank')).body.count).toBe(0);
    // The same key with another body is refused.
    expect((await payout(toBank(30_000), 'key-bank')).status).toBe(400);
  });

  it('pays a UPI address, and refuses a missing key, a bad IFSC or VPA, or a mode that does not fit', async () => {
    const toVpa = {
      ...toBank(),
      mode: 'UPI',
      reference_id: 'rfnd_upi',
      fund_account: { account_type: 'vpa', vpa: { address: 'asha.rao@oksbi' } },
    };
    expect((await payout(toVpa, 'key-upi')).body).toMatchObject({ status: 'processed', mode: 'UPI' });
    expect((await payout(toVpa)).status).toBe(400);
    const badIfsc = toBank();
    badIfsc.fund_account.bank_account.ifsc = 'HDFC123';
    expect((await payout(badIfsc, 'key-ifsc')).status).toBe(400);
    const badVpa = { ...toVpa, fund_account: { account_type: 'vpa', vpa: { address: 'no-at-sign' } } };
    expect((await payout(badVpa, 'key-vpa')).status).toBe(400);
    expect((await payout({ ...toVpa, mode: 'IMPS' }, 'key-mode')).status).toBe(400);
    expect((await payout({ ...toBank(), amount: 50 }, 'key-small')).status).toBe(400);
  });
});
