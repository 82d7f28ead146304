import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentGateway, startPaymentGateway } from './server';
import { formSignature } from './signed-form-sign';

const MERCHANT = { merchantId: 'epl_alpha', secret: 'alpha-secret' };
const EXTENSION = { merchantId: 'ext_alpha', secret: 'extension-secret' };
let gateway: PaymentGateway;

beforeAll(async () => {
  gateway = await startPaymentGateway({
    merchants: [],
    epaylaterMerchants: [MERCHANT],
    standardExtensionMerchants: [EXTENSION],
    log: () => {},
  });
});
afterAll(() => gateway.close());

let serial = 0;
function signed(
  overrides: Record<string, string> = {},
  who = MERCHANT,
  secret = who.secret,
): Record<string, string> {
  const fields: Record<string, string> = {
    merchant_id: who.merchantId,
    order_id: `FY-${Date.now()}-${serial++}`,
    amount: '499.00',
    currency: 'INR',
    return_url: 'http://shop.test/cart/order-status/?order_id=FY1',
    email: 'asha@vitrine.test',
    ...overrides,
  };
  return { ...fields, signature: formSignature(fields, secret) };
}

const post = (path: string, form: Record<string, string>) =>
  fetch(`${gateway.url}${path}`, { method: 'POST', body: new URLSearchParams(form) });

async function payThrough(base: string, form: Record<string, string>, choice: 'pay' | 'decline') {
  const payPage = await post(`/${base}/checkout`, form);
  expect(payPage.status).toBe(200);
  const action = new RegExp(`action="(/${base}/checkout/[0-9a-f]+/${choice})"`).exec(
    await payPage.text(),
  )?.[1];
  const html = await post(action ?? '', {}).then((r) => r.text());
  const to = /<form method="post" action="([^"]*)"/.exec(html)?.[1].replaceAll('&amp;', '&');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  return { to, fields };
}

async function status(base: string, orderId: string, who = MERCHANT, secret = who.secret) {
  const fields = { merchant_id: who.merchantId, order_id: orderId };
  const response = await post(`/${base}/v1/status`, { ...fields, signature: formSignature(fields, secret) });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answers
  return { code: response.status, body: (await response.json()) as any };
}

describe('the signed hidden form (Epaylater-style and the standard extension)', () => {
  it('takes a form signed with the merchant’s secret, and posts a signed answer back to return_url', async () => {
    const form = signed();
    const back = await payThrough('epaylater', form, 'pay');
    expect(back.to).toBe(form.return_url);
    expect(back.fields).toMatchObject({ order_id: form.order_id, status: 'SUCCESS', amount: '499.00' });
    const { signature, ...answer } = back.fields;
    expect(signature).toBe(formSignature(answer, MERCHANT.secret));
    const asked = await status('epaylater', form.order_id);
    expect(asked).toMatchObject({ code: 200, body: { status: 'SUCCESS', amount: '499.00' } });
    expect(asked.body.signature).toBe(formSignature({ ...asked.body, signature: '' }, MERCHANT.secret));
  });

  it('refuses a changed field, a forged signature and an unknown merchant, and records nothing', async () => {
    const form = signed();
    expect((await post('/epaylater/checkout', { ...form, amount: '1.00' })).status).toBe(400);
    expect((await post('/epaylater/checkout', { ...form, return_url: 'http://evil.test/' })).status).toBe(
      400,
    );
    expect((await post('/epaylater/checkout', signed({}, MERCHANT, 'guessed'))).status).toBe(400);
    expect(
      (await post('/epaylater/checkout', signed({}, { merchantId: 'nobody', secret: 'x' }))).status,
    ).toBe(400);
    expect((await status('epaylater', form.order_id)).code).toBe(404);
  });

  it('records a decline, and a decided order cannot be paid again', async () => {
    const form = signed();
    expect((await payThrough('epaylater', form, 'decline')).fields.status).toBe('FAILED');
    expect((await status('epaylater', form.order_id)).body.status).toBe('FAILED');
    expect((await post('/epaylater/checkout', form)).status).toBe(400);
  });

  it('answers the status API only to a signed call, and keeps each provider’s merchants apart', async () => {
    const form = signed();
    await payThrough('epaylater', form, 'pay');
    expect((await status('epaylater', form.order_id, MERCHANT, 'guessed')).code).toBe(401);
    expect((await post('/standard-extension/checkout', form)).status).toBe(400);
    const extension = signed({}, EXTENSION);
    const back = await payThrough('standard-extension', extension, 'pay');
    expect(back.fields.status).toBe('SUCCESS');
    expect((await status('standard-extension', extension.order_id, EXTENSION)).body.status).toBe('SUCCESS');
  });

  it('refuses malformed fields with a message, never a fault', async () => {
    const response = await post('/epaylater/checkout', signed({ return_url: 'javascript:alert(1)' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('return_url');
    expect((await post('/epaylater/checkout', { merchant_id: MERCHANT.merchantId })).status).toBe(400);
  });
});
