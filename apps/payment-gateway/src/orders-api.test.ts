import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';
import { apiClient } from './testing/sandbox-client';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const expectError = (answer: { status: number; body: unknown }, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: expect.stringMatching(/\w/),
      reason: expect.any(String),
    },
  });
  expect(['business', 'internal']).toContain((answer.body as { error: { source: string } }).error.source);
};

describe('POST /v1/orders', () => {
  it('creates an order in the Razorpay shape', async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await sandbox.api.post('/v1/orders', {
      amount: 123_450,
      currency: 'INR',
      receipt: 'cart-42',
      notes: { cart: 'cart-42' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      entity: 'order',
      amount: 123_450,
      amount_paid: 0,
      amount_due: 123_450,
      currency: 'INR',
      receipt: 'cart-42',
      status: 'created',
      attempts: 0,
      notes: { cart: 'cart-42' },
      created_at: expect.any(Number),
    });
    expect(created.body.created_at).toBeGreaterThanOrEqual(before);

    const fetched = await sandbox.api.get(`/v1/orders/${created.body.id}`);
    expect(fetched).toEqual({ status: 200, body: created.body });
    const payments = await sandbox.api.get(`/v1/orders/${created.body.id}/payments`);
    expect(payments.body).toEqual({ entity: 'collection', count: 0, items: [] });
  });

  it('gives a fresh id to every order and defaults receipt and notes', async () => {
    const [a, b] = await Promise.all([
      sandbox.api.post('/v1/orders', { amount: 100, currency: 'INR' }),
      sandbox.api.post('/v1/orders', { amount: 100, currency: 'INR' }),
    ]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(a.body).toMatchObject({ receipt: null, notes: {} });
  });

  it.each([
    ['no amount', { currency: 'INR' }, /amount field is required/],
    ['a fractional amount', { amount: 100.5, currency: 'INR' }, /integer/],
    ['an amount as text', { amount: '500', currency: 'INR' }, /integer/],
    ['less than one rupee', { amount: 99, currency: 'INR' }, /at least INR 1\.00/],
    ['no currency', { amount: 500 }, /currency field is required/],
    ['another currency', { amount: 500, currency: 'USD' }, /INR/],
    [
      'a receipt over 40 characters',
      { amount: 500, currency: 'INR', receipt: 'r'.repeat(41) },
      /40 characters/,
    ],
    ['a non-text receipt', { amount: 500, currency: 'INR', receipt: 7 }, /receipt must be a string/],
    [
      'notes that are not an object',
      { amount: 500, currency: 'INR', notes: ['a'] },
      /notes must be an object/,
    ],
    ['a note that is not text', { amount: 500, currency: 'INR', notes: { n: 1 } }, /must be a string/],
    ['an unknown field', { amount: 500, currency: 'INR', tip: 1 }, /tip is\/are not required/],
    ['an array body', [{ amount: 500 }], /JSON object/],
  ])('refuses %s with 400 and a description', async (_name, body, description) => {
    const answer = await sandbox.api.post('/v1/orders', body);
    expectError(answer, 400);
    expect(answer.body.error.description).toMatch(description);
    expect(answer.body.error.source).toBe('business');
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await sandbox.api.post('/v1/orders', 'amount=500');
    expectError(answer, 400);
  });
});

describe('authentication', () => {
  it('answers 401 without credentials, with a wrong secret and with an unknown key', async () => {
    const none = await fetch(`${sandbox.gateway.url}/v1/orders`, { method: 'POST', body: '{}' });
    expectError({ status: none.status, body: await none.json() }, 401);
    const wrongSecret = apiClient(sandbox.gateway.url, { keyId: MERCHANT.keyId, keySecret: 'not-it' });
    expectError(await wrongSecret.post('/v1/orders', { amount: 500, currency: 'INR' }), 401);
    const unknownKey = apiClient(sandbox.gateway.url, {
      keyId: 'rzp_test_nobody',
      keySecret: MERCHANT.keySecret,
    });
    expectError(await unknownKey.get('/v1/orders/order_00000000000000'), 401);
  });
});

describe('ids belong to their merchant', () => {
  it("answers 404 for another merchant's order and payments, and for unknown ids", async () => {
    const order = await sandbox.api.createOrder();
    expectError(await sandbox.otherApi.get(`/v1/orders/${order.id}`), 404);
    expectError(await sandbox.otherApi.get(`/v1/orders/${order.id}/payments`), 404);
    expectError(await sandbox.api.get('/v1/orders/order_00000000000000'), 404);
    expectError(await sandbox.api.get('/v1/payments/pay_00000000000000'), 404);
    expectError(await sandbox.api.get('/v1/no-such-thing'), 404);
  });

  it("answers 404 for another merchant's payment", async () => {
    const order = await sandbox.api.createOrder();
    const trip = await sandbox.pay(order.id, { number: '4111 1111 1111 1111' });
    expect((await sandbox.api.get(`/v1/payments/${trip.paymentId}`)).status).toBe(200);
    expectError(await sandbox.otherApi.get(`/v1/payments/${trip.paymentId}`), 404);
    expectError(await sandbox.otherApi.post(`/sandbox/webhooks/${trip.paymentId}/resend`), 404);
  });
});
