import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentGateway, startPaymentGateway } from './server';

const MERCHANT = { merchantId: 'ajiodhan_alpha', secret: 'alpha-secret' };
const OTHER = { merchantId: 'ajiodhan_beta', secret: 'beta-secret' };
let gateway: PaymentGateway;

beforeAll(async () => {
  gateway = await startPaymentGateway({
    merchants: [],
    ajiodhanMerchants: [MERCHANT, OTHER],
    redirectMerchants: [{ merchantId: 'rupifi_alpha', secret: 'rupifi-secret' }],
    log: () => {},
  });
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
const create = (who = MERCHANT) =>
  call(
    'POST',
    '/ajiodhan/v1/payments',
    {
      merchantPaymentRefId: `FY-${Date.now()}-${serial++}`,
      amount: 49_900,
      currency: 'INR',
      returnUrl: 'http://shop.test/cart/order-status/?order_id=FY1',
    },
    who,
  );

describe('the Ajio Dhan-style redirect', () => {
  it('creates a payment server to server and answers its redirect_url; the status API says the outcome', async () => {
    const created = await create();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'PENDING', amount: 49_900 });
    expect(created.body.paymentId).toMatch(/^adh_/);
    const link: string = created.body.redirect_url;
    expect(link).toMatch(new RegExp(`^${gateway.url}/ajiodhan/checkout/adh_`));
    expect(created.body.drawdownLink).toBeUndefined();
    expect(await (await fetch(link)).text()).toContain('Ajio Dhan');
    const back = await fetch(`${link}/pay`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('status')).toBe('SUCCESS');
    expect((await call('GET', `/ajiodhan/v1/payments/${created.body.paymentId}`)).body.status).toBe(
      'SUCCESS',
    );
  });

  it('keeps its merchants and payments apart from Rupifi’s, and has no signup page', async () => {
    const created = await create();
    expect((await call('GET', `/rupifi/v1/payments/${created.body.paymentId}`)).status).toBe(401);
    expect(
      (await call('GET', `/ajiodhan/v1/payments/${created.body.paymentId}`, undefined, OTHER)).status,
    ).toBe(404);
    expect((await create({ ...MERCHANT, secret: 'guess' })).status).toBe(401);
    expect((await fetch(`${gateway.url}/ajiodhan/signup`)).status).toBe(404);
  });

  it('records a decline', async () => {
    const created = await create();
    await fetch(`${created.body.redirect_url}/decline`, { method: 'POST', redirect: 'manual' });
    expect((await call('GET', `/ajiodhan/v1/payments/${created.body.paymentId}`)).body.status).toBe('FAILED');
  });
});
