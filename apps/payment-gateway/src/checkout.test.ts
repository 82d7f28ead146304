import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_OTP } from './scenarios';
import { hmacSha256Hex } from './signature';
import { MERCHANT, OTHER_MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';
import { CALLBACK_URL, CANCEL_URL } from './testing/sandbox-client';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const checkoutUrl = (orderId: string, query: Record<string, string>) =>
  `${sandbox.gateway.url}/v1/checkout/${orderId}?${new URLSearchParams(query)}`;

describe('the hosted checkout, redirect flow', () => {
  it('takes a card and a one-time password, then posts a verifiable signature to the callback URL', async () => {
    const order = await sandbox.api.createOrder(123_450);
    const trip = await sandbox.pay(order.id, { number: '4111 1111 1111 1111' });

    expect(trip.cardPage.status).toBe(200);
    expect(trip.cardPage.html).toContain('₹1,234.50');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV', 'Name on card']) {
      expect(trip.cardPage.html).toMatch(
        new RegExp(`<label for="[\\w-]+">${label.replace(/[()]/g, '\\$&')}</label>`),
      );
    }
    expect(trip.cardPage.html).toContain(`<a href="${CANCEL_URL}">Cancel</a>`);
    expect(trip.cardPage.html).not.toMatch(/<(link|img)|src=/);

    expect(trip.otpPage.status).toBe(200);
    expect(trip.otpPage.html).toContain(
      `Enter the one-time password sent to your phone (sandbox: ${SANDBOX_OTP})`,
    );
    expect(trip.paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);

    expect(trip.finalPage?.status).toBe(200);
    expect(trip.finalPage?.html).toContain('<noscript><button type="submit">');
    expect(trip.returned?.action).toBe(CALLBACK_URL);
    const fields = trip.returned?.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(fields.razorpay_order_id).toBe(order.id);
    expect(fields.razorpay_payment_id).toBe(trip.paymentId);
    expect(fields.razorpay_signature).toBe(
      hmacSha256Hex(`${order.id}|${trip.paymentId}`, MERCHANT.keySecret),
    );

    const paid = await sandbox.api.get(`/v1/orders/${order.id}`);
    expect(paid.body).toMatchObject({ status: 'paid', amount_paid: 123_450, amount_due: 0, attempts: 1 });
    const payment = await sandbox.api.get(`/v1/payments/${trip.paymentId}`);
    expect(payment.body).toMatchObject({
      id: trip.paymentId,
      entity: 'payment',
      amount: 123_450,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      method: 'card',
      captured: true,
      card: { last4: '1111', network: 'Visa', type: 'credit' },
      error_code: null,
      error_description: null,
      error_reason: null,
      created_at: expect.any(Number),
    });
    const payments = await sandbox.api.get(`/v1/orders/${order.id}/payments`);
    expect(payments.body).toEqual({ entity: 'collection', count: 1, items: [payment.body] });
  });

  it('marks the order attempted once a card is taken, before the password', async () => {
    const order = await sandbox.api.createOrder();
    const carded = await sandbox.submitCard(order.id, { number: SANDBOX_CARDS.success });
    expect(carded.otpPage.status).toBe(200);
    const attempted = await sandbox.api.get(`/v1/orders/${order.id}`);
    expect(attempted.body).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
    const payments = await sandbox.api.get(`/v1/orders/${order.id}/payments`);
    expect(payments.body.items).toMatchObject([{ id: carded.paymentId, status: 'created', captured: false }]);
  });

  it('reports a decline back to the callback URL and leaves the order unpaid', async () => {
    const order = await sandbox.api.createOrder();
    const trip = await sandbox.pay(order.id, { number: SANDBOX_CARDS.declined });
    expect(trip.returned?.action).toBe(CALLBACK_URL);
    expect(trip.returned?.fields).toMatchObject({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Your payment was declined by the bank',
      'error[reason]': 'payment_declined',
    });
    expect(JSON.parse(trip.returned?.fields['error[metadata]'] ?? '')).toEqual({
      payment_id: trip.paymentId,
      order_id: order.id,
    });
    expect(trip.returned?.fields).not.toHaveProperty('razorpay_signature');
    const payment = await sandbox.api.get(`/v1/payments/${trip.paymentId}`);
    expect(payment.body).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Your payment was declined by the bank',
    });
    const unpaid = await sandbox.api.get(`/v1/orders/${order.id}`);
    expect(unpaid.body).toMatchObject({ status: 'attempted', amount_paid: 0, amount_due: order.amount });
  });

  it('fails the payment on a wrong one-time password, then lets the shopper pay again', async () => {
    const order = await sandbox.api.createOrder();
    const trip = await sandbox.pay(order.id, { number: SANDBOX_CARDS.success, otp: '654321' });
    expect(trip.returned?.fields).toMatchObject({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed because the one-time password was wrong',
    });
    const payment = await sandbox.api.get(`/v1/payments/${trip.paymentId}`);
    expect(payment.body).toMatchObject({
      status: 'failed',
      error_description: 'Payment failed because the one-time password was wrong',
    });

    const retry = await sandbox.pay(order.id, { number: SANDBOX_CARDS.success });
    expect(retry.returned?.fields.razorpay_payment_id).toBe(retry.paymentId);
    const payments = await sandbox.api.get(`/v1/orders/${order.id}/payments`);
    expect(payments.body.count).toBe(2);
    expect(payments.body.items.map((item: { status: string }) => item.status)).toEqual([
      'captured',
      'failed',
    ]);
    expect((await sandbox.api.get(`/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      attempts: 2,
    });
  });

  it('refuses to take a payment twice for a paid order, or to authenticate a payment twice', async () => {
    const order = await sandbox.api.createOrder();
    const trip = await sandbox.pay(order.id, { number: SANDBOX_CARDS.success });
    const again = await fetch(checkoutUrl(order.id, { key_id: MERCHANT.keyId, callback_url: CALLBACK_URL }));
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already been paid');
    const replay = await fetch(`${sandbox.gateway.url}/v1/checkout/${order.id}/authenticate`, {
      method: 'POST',
      body: new URLSearchParams({
        key_id: MERCHANT.keyId,
        callback_url: CALLBACK_URL,
        payment_id: trip.paymentId ?? '',
        otp: SANDBOX_OTP,
      }),
    });
    expect(replay.status).toBe(400);
  });
});

describe('the card form', () => {
  it.each([
    ['a number failing the Luhn check', { 'card[number]': '5555 5555 5555 4445' }, 'not valid'],
    ['a short number', { 'card[number]': '5555' }, '12 to 19 digits'],
    ['an expired card', { 'card[expiry]': '01/20' }, 'expired'],
    ['a malformed expiry', { 'card[expiry]': '13/40' }, 'MM/YY'],
    ['a two-digit CVV', { 'card[cvv]': '12' }, '3 or 4 digits'],
    ['no name', { 'card[name]': ' ' }, 'name on the card'],
  ])('re-renders with a clear message for %s', async (_name, change, message) => {
    const order = await sandbox.api.createOrder();
    const response = await fetch(`${sandbox.gateway.url}/v1/checkout/${order.id}`, {
      method: 'POST',
      body: new URLSearchParams({
        key_id: MERCHANT.keyId,
        callback_url: CALLBACK_URL,
        'card[number]': '5555555555554444',
        'card[expiry]': '12/99',
        'card[cvv]': '123',
        'card[name]': 'Asha Rao',
        ...change,
      }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
    expect(html).toContain('name="card[number]"');
    expect(html).not.toMatch(/5555 ?5555 ?5555 ?444[45]/);
    expect((await sandbox.api.get(`/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'created',
      attempts: 0,
    });
  });

  it('answers 404 for an unknown order or key, and 400 for a callback URL that is not http(s)', async () => {
    const order = await sandbox.api.createOrder();
    const unknownOrder = await fetch(
      checkoutUrl('order_00000000000000', { key_id: MERCHANT.keyId, callback_url: CALLBACK_URL }),
    );
    expect(unknownOrder.status).toBe(404);
    expect(unknownOrder.headers.get('content-type')).toMatch(/text\/html/);
    const otherKey = await fetch(
      checkoutUrl(order.id, { key_id: OTHER_MERCHANT.keyId, callback_url: CALLBACK_URL }),
    );
    expect(otherKey.status).toBe(404);
    const noKey = await fetch(checkoutUrl(order.id, { callback_url: CALLBACK_URL }));
    expect(noKey.status).toBe(404);
    const script = await fetch(
      checkoutUrl(order.id, { key_id: MERCHANT.keyId, callback_url: 'javascript:alert(1)' }),
    );
    expect(script.status).toBe(400);
    const noCallback = await fetch(checkoutUrl(order.id, { key_id: MERCHANT.keyId }));
    expect(noCallback.status).toBe(400);
  });
});
