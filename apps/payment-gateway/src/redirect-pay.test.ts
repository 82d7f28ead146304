import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentGateway, startPaymentGateway } from './server';

const MERCHANT = { merchantId: 'rupifi_alpha', secret: 'alpha-secret' };
const OTHER = { merchantId: 'rupifi_beta', secret: 'beta-secret' };
let gateway: PaymentGateway;

beforeAll(async () => {
  gateway = await startPaymentGateway({ merchants: [], redirectMerchants: [MERCHANT, OTHER], log: () => {} });
});
afterAll(() => gateway.close());

const basic = (who: { merchantId: string; secret: string }) =>
  `Basic ${Buffer.from(`${who.merchantId}:${who.secret}`).toString('base64')}`;

async function call(method: string, path: string, body?: unknown, who = MERCHANT) {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: { authorization: basic(who), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answers
  return { status: response.status, body: (await response.json()) as any };
}

let serial = 0;
const create = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/rupifi/v1/payments', {
    merchantPaymentRefId: `FY-${Date.now()}-${serial++}`,
    amount: 49_900,
    currency: 'INR',
    returnUrl: 'http://shop.test/cart/order-status/?order_id=FY1',
    ...overrides,
  });

const choose = (link: string, choice: 'pay' | 'decline') =>
  fetch(`${link}/${choice}`, { method: 'POST', redirect: 'manual' });

describe('the Rupifi-style redirect', () => {
  it('creates a payment server to server, takes the shopper to its drawdownLink and back', async () => {
    const created = await create();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'PENDING', amount: 49_900 });
    const link: string = created.body.drawdownLink;
    expect((await fetch(link)).status).toBe(200);
    const back = await choose(link, 'pay');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.searchParams.get('order_id')).toBe('FY1');
    expect(location.searchParams.get('status')).toBe('SUCCESS');
    const status = await call('GET', `/rupifi/v1/payments/${created.body.paymentId}`);
    expect(status.body.status).toBe('SUCCESS');
  });

  it('records a decline, and keeps the first answer', async () => {
    const created = await create();
    await choose(created.body.drawdownLink, 'decline');
    await choose(created.body.drawdownLink, 'pay');
    expect((await call('GET', `/rupifi/v1/payments/${created.body.paymentId}`)).body.status).toBe('FAILED');
  });

  it('answers only the merchant’s own credentials, and shows a payment only to its merchant', async () => {
    const created = await create();
    const forged = await call('POST', '/rupifi/v1/payments', {}, { ...MERCHANT, secret: 'guess' });
    expect(forged.status).toBe(401);
    expect(
      (await call('GET', `/rupifi/v1/payments/${created.body.paymentId}`, undefined, OTHER)).status,
    ).toBe(404);
  });

  it('refuses bad input with a message', async () => {
    const bad = await create({ amount: 12.5 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.description).toContain('amount');
    expect((await create({ returnUrl: 'ftp://x' })).status).toBe(400);
  });

  it('gives the same payment again for the same reference', async () => {
    const first = await create({ merchantPaymentRefId: 'FY-same' });
    const again = await create({ merchantPaymentRefId: 'FY-same' });
    expect(again.body.paymentId).toBe(first.body.paymentId);
  });
});
