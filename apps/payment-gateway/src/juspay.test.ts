import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUSPAY_SIGNATURE_HEADER, juspaySignature } from './juspay-webhooks';
import { SANDBOX_CARDS, SANDBOX_OTP } from './scenarios';
import { type PaymentGateway, startPaymentGateway } from './server';
import { waitUntil } from './testing/wait-until';
import { startWebhookReceiver } from './testing/webhook-receiver';

const MERCHANT = { merchantId: 'juspay_test', apiKey: 'juspay-test-api-key', webhookSecret: 'juspay-hook' };
const SHOP = 'http://shop.test';
const lines: string[] = [];
let gateway: PaymentGateway;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  gateway = await startPaymentGateway({
    merchants: [],
    juspayMerchants: [{ ...MERCHANT, webhookUrl: receiver.url }],
    webhookRetryDelaysMs: [50],
    log: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await gateway.close();
  await receiver.close();
});

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
let orderCount = 0;

async function createOrder(amount = '1234.50', key = MERCHANT.apiKey) {
  const orderId = `FY${Date.now()}${++orderCount}`;
  const response = await fetch(`${gateway.url}/orders`, {
    method: 'POST',
    headers: { authorization: basic(key) },
    body: new URLSearchParams({
      order_id: orderId,
      amount,
      return_url: `${SHOP}/cart/order-status/?success=true`,
    }),
  });
  return { orderId, status: response.status, body: await response.json() };
}

const expiryYear = String(new Date().getFullYear() + 3);
const cardFields = (orderId: string, number: string) => ({
  order_id: orderId,
  merchant_id: MERCHANT.merchantId,
  payment_method_type: 'CARD',
  card_number: number,
  card_exp_month: '12',
  card_exp_year: expiryYear,
  name_on_card: 'Asha Rao',
  card_security_code: '739',
  redirect_after_payment: 'true',
  format: 'json',
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${gateway.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

async function statusOf(orderId: string) {
  const response = await fetch(`${gateway.url}/orders/${orderId}`, {
    headers: { authorization: basic(MERCHANT.apiKey) },
  });
  return response.json();
}

/** The authentication page, then the one-time password: where the browser is sent back to. */
async function authenticate(url: string, otp = SANDBOX_OTP) {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`(sandbox: ${SANDBOX_OTP})`);
  const back = await fetch(url, { method: 'POST', body: new URLSearchParams({ otp }), redirect: 'manual' });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location') ?? '');
}

describe('the Juspay-style card API', () => {
  it('creates orders only for a known API key, once per merchant order id', async () => {
    expect((await createOrder('10.00', 'wrong-key')).status).toBe(401);
    const created = await createOrder();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'CREATED', order_id: created.orderId });
    expect(created.body.id).toMatch(/^ordeh_/);
    expect(await statusOf(created.orderId)).toMatchObject({ status: 'NEW', amount: 1234.5 });
    expect(await statusOf(created.body.id)).toMatchObject({ order_id: created.orderId });
    const bad = await createOrder('12.345');
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toMatch(/amount/);
  });

  it('takes the card from the browser, authenticates it, sends the shopper back and signs a webhook', async () => {
    const { orderId } = await createOrder();
    const txn = await post('/txns', cardFields(orderId, SANDBOX_CARDS.success));
    expect(txn.status).toBe(200);
    expect(txn.headers.get('access-control-allow-origin')).toBe(SHOP);
    const body = await txn.json();
    expect(body).toMatchObject({
      order_id: orderId,
      status: 'PENDING_VBV',
      payment: { authentication: { method: 'GET' } },
    });
    expect(await statusOf(orderId)).toMatchObject({ status: 'PENDING_VBV', txn_id: body.txn_id });
    const back = await authenticate(body.payment.authentication.url);
    expect(back.origin).toBe(SHOP);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      success: 'true',
      order_id: orderId,
      status: 'CHARGED',
    });
    expect(await statusOf(orderId)).toMatchObject({
      status: 'CHARGED',
      amount: 1234.5,
      card: { last_four_digits: '1111' },
    });
    const delivery = await waitUntil(
      () => receiver.deliveries.find((d) => d.body.content?.order?.order_id === orderId),
      'the webhook',
    );
    expect(delivery.headers[JUSPAY_SIGNATURE_HEADER]).toBe(
      juspaySignature(delivery.rawBody.toString(), MERCHANT.webhookSecret),
    );
    expect(delivery.body).toMatchObject({
      event_name: 'ORDER_SUCCEEDED',
      content: { order: { status: 'CHARGED' } },
    });
    expect(delivery.body.id).toMatch(/^evt_V2_/);
    // Paid: no second transaction, and the page cannot be submitted again.
    expect((await post('/txns', cardFields(orderId, SANDBOX_CARDS.success))).status).toBe(400);
    expect(lines.join('\n')).not.toContain(SANDBOX_CARDS.success);
  });

  it('answers a bad card with error_message, and a declined one ends AUTHORIZATION_FAILED', async () => {
    const { orderId } = await createOrder();
    const bad = await post('/txns', cardFields(orderId, '4111111111111112'));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error_message).toBe('The card number is not valid; check it for typos');
    const txn = await (await post('/txns', cardFields(orderId, SANDBOX_CARDS.declined))).json();
    const back = await authenticate(txn.payment.authentication.url);
    expect(back.searchParams.get('status')).toBe('AUTHORIZATION_FAILED');
    expect(await statusOf(orderId)).toMatchObject({ status: 'AUTHORIZATION_FAILED' });
    const delivery = await waitUntil(
      () => receiver.deliveries.find((d) => d.body.content?.order?.order_id === orderId),
      'the webhook',
    );
    expect(delivery.body.event_name).toBe('ORDER_FAILED');
  });

  it('pays with a card token, and without format=json redirects to the authentication page', async () => {
    const { orderId } = await createOrder();
    const { format: _, ...card } = cardFields(orderId, SANDBOX_CARDS.success);
    const tokenized = await (await post('/card/tokenize', card)).json();
    expect(tokenized.token).toMatch(/^tkn_/);
    const txn = await post('/txns', {
      order_id: orderId,
      merchant_id: MERCHANT.merchantId,
      payment_method_type: 'CARD',
      card_token: tokenized.token,
      redirect_after_payment: 'true',
    });
    expect(txn.status).toBe(302);
    const back = await authenticate(txn.headers.get('location') ?? '', '000000');
    expect(back.searchParams.get('status')).toBe('AUTHENTICATION_FAILED');
    const reused = await post('/txns', { ...cardFields(orderId, ''), card_token: tokenized.token });
    expect((await reused.json()).error_code).toBe('invalid_card_token');
  });

  it('finds no order of another merchant or with an unknown id', async () => {
    const unknown = await post('/txns', cardFields('FY-nope', SANDBOX_CARDS.success));
    expect(unknown.status).toBe(404);
    expect(
      (await fetch(`${gateway.url}/orders/FY-nope`, { headers: { authorization: basic(MERCHANT.apiKey) } }))
        .status,
    ).toBe(404);
  });
});
