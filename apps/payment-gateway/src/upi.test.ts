import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from './testing/sandbox';
import { waitUntil } from './testing/wait-until';
import { SANDBOX_VPAS } from './upi';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ upiAutoAnswerMs: 50, upiExpiryMs: 1500 });
});
afterAll(() => sandbox.close());

async function collect(vpa: string, amount = 50_000) {
  const order = await sandbox.api.createOrder(amount);
  const started = await sandbox.api.post('/v1/payments/create/upi', {
    amount,
    currency: 'INR',
    order_id: order.id,
    method: 'upi',
    email: 'asha@vitrine.test',
    contact: '+919876543210',
    upi: { flow: 'collect', vpa },
  });
  return { order, started };
}

const eventsOf = (orderId: string) => sandbox.receiver.forOrder(orderId).map((d) => d.body.event);

describe('UPI collect', () => {
  it('validates an address: the holder’s name for an account, success false for none, 400 for nonsense', async () => {
    const known = await sandbox.api.post('/v1/payments/validate/vpa', { vpa: 'asha.rao@oksbi' });
    expect(known.body).toEqual({ vpa: 'asha.rao@oksbi', success: true, customer_name: 'Asha rao (sandbox)' });
    const none = await sandbox.api.post('/v1/payments/validate/vpa', { vpa: SANDBOX_VPAS.unknown });
    expect(none.body).toEqual({ vpa: SANDBOX_VPAS.unknown, success: false });
    const nonsense = await sandbox.api.post('/v1/payments/validate/vpa', { vpa: 'not an address' });
    expect(nonsense.status).toBe(400);
    expect(nonsense.body.error.description).toMatch(/valid Virtual Payment Address/);
  });

  it('captures the order once the payer approves, and tells the merchant by webhook', async () => {
    const { order, started } = await collect(SANDBOX_VPAS.success);
    expect(started.status).toBe(200);
    expect(started.body.razorpay_payment_id).toMatch(/^pay_/);
    await waitUntil(() => eventsOf(order.id).length >= 2, 'webhooks');
    expect(eventsOf(order.id)).toEqual(['payment.captured', 'order.paid']);
    const payment = await sandbox.api.get(`/v1/payments/${started.body.razorpay_payment_id}`);
    expect(payment.body).toMatchObject({
      status: 'captured',
      method: 'upi',
      vpa: SANDBOX_VPAS.success,
      card: null,
    });
  });

  it('fails the payment when the payer declines', async () => {
    const { order, started } = await collect(SANDBOX_VPAS.failure);
    await waitUntil(() => eventsOf(order.id).length >= 1, 'webhook');
    expect(eventsOf(order.id)).toEqual(['payment.failed']);
    const payment = await sandbox.api.get(`/v1/payments/${started.body.razorpay_payment_id}`);
    expect(payment.body.error_description).toBe('Payment was declined by the customer in their UPI app');
  });

  it('waits for a real-looking payer to answer on the UPI app page, and expires unanswered', async () => {
    const { order, started } = await collect('ravi@okaxis');
    const paymentId = started.body.razorpay_payment_id as string;
    const appPage = await fetch(`${sandbox.gateway.url}/upi/app/ravi@okaxis`).then((r) => r.text());
    expect(appPage).toContain(`data-payment-id="${paymentId}"`);
    expect(appPage).toContain('₹500.00');
    const approved = await fetch(`${sandbox.gateway.url}/upi/app/ravi@okaxis/${paymentId}`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'approve' }),
    });
    expect(approved.status).toBe(200);
    await waitUntil(() => eventsOf(order.id).length >= 2, 'webhooks');
    // Answered once: a second answer is refused and changes nothing.
    const again = await fetch(`${sandbox.gateway.url}/upi/app/ravi@okaxis/${paymentId}`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'decline' }),
    });
    expect(again.status).toBe(409);
    expect((await sandbox.api.get(`/v1/orders/${order.id}`)).body.status).toBe('paid');

    const unanswered = await collect('meera@okhdfc');
    await waitUntil(() => eventsOf(unanswered.order.id).length >= 1, 'expiry');
    const expired = await sandbox.api.get(`/v1/payments/${unanswered.started.body.razorpay_payment_id}`);
    expect(expired.body).toMatchObject({
      status: 'failed',
      error_description: 'Payment was not completed on time',
    });
  });

  it('refuses a collect request for the wrong amount, a paid order, an unknown address or an unknown field', async () => {
    const order = await sandbox.api.createOrder(30_000);
    const base = {
      currency: 'INR',
      order_id: order.id,
      method: 'upi',
      email: 'a@b.test',
      contact: '+919876543210',
    };
    const wrongAmount = await sandbox.api.post('/v1/payments/create/upi', {
      ...base,
      amount: 100,
      vpa: 'a@oksbi',
    });
    expect(wrongAmount.status).toBe(400);
    const unknown = await sandbox.api.post('/v1/payments/create/upi', {
      ...base,
      amount: 30_000,
      vpa: SANDBOX_VPAS.unknown,
    });
    expect(unknown.body.error.description).toBe('The UPI address has no account with any bank');
    const extra = await sandbox.api.post('/v1/payments/create/upi', {
      ...base,
      amount: 30_000,
      vpa: 'a@oksbi',
      pin: 1,
    });
    expect(extra.body.error.description).toBe('pin is/are not required and should not be sent');
    const otherMerchants = await sandbox.otherApi.post('/v1/payments/create/upi', {
      ...base,
      amount: 30_000,
      vpa: 'a@oksbi',
    });
    expect(otherMerchants.status).toBe(404);

    const { order: paid } = await collect(SANDBOX_VPAS.success, 20_000);
    await waitUntil(() => eventsOf(paid.id).length >= 2, 'paid');
    const twice = await sandbox.api.post('/v1/payments/create/upi', {
      ...base,
      order_id: paid.id,
      amount: 20_000,
      vpa: 'a@oksbi',
    });
    expect(twice.body.error.description).toBe('Order has already been paid');
  });
});
