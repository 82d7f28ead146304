import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt, encrypt } from './ccavenue-crypto';
import { type PaymentGateway, startPaymentGateway } from './server';

const MERCHANT = { merchantId: '2000101', accessCode: 'AVALPHA00CODE', workingKey: 'alpha-working-key' };
const OTHER = { merchantId: '2000102', accessCode: 'AVBETA000CODE', workingKey: 'beta-working-key' };
let gateway: PaymentGateway;

beforeAll(async () => {
  gateway = await startPaymentGateway({ merchants: [], ccavenueMerchants: [MERCHANT, OTHER], log: () => {} });
});
afterAll(() => gateway.close());

let serial = 0;
function request(overrides: Record<string, string> = {}) {
  return {
    merchant_id: MERCHANT.merchantId,
    order_id: `FY-${Date.now()}-${serial++}`,
    amount: '499.00',
    currency: 'INR',
    redirect_url: 'http://shop.test/cart/order-status/?order_id=FY1',
    cancel_url: 'http://shop.test/cart/order-status/?order_id=FY1&cancelled=1',
    billing_name: 'Asha Rao',
    ...overrides,
  };
}
const encRequestOf = (fields: Record<string, string>, key = MERCHANT.workingKey) =>
  encrypt(new URLSearchParams(fields).toString(), key);

const post = (path: string, form: Record<string, string>) =>
  fetch(`${gateway.url}${path}`, { method: 'POST', body: new URLSearchParams(form) });
const initiate = (encRequest: string, accessCode = MERCHANT.accessCode) =>
  post('/ccavenue/transaction/transaction.do?command=initiateTransaction', {
    encRequest,
    access_code: accessCode,
  });

/** The shopper posts the form and presses `choice`; answers where the page posts back and what encResp says. */
async function payThrough(fields: Record<string, string>, choice: 'pay' | 'decline' | 'cancel') {
  const payPage = await initiate(encRequestOf(fields));
  expect(payPage.status).toBe(200);
  const action = new RegExp(`action="(/ccavenue/transaction/[0-9a-f]+/${choice})"`).exec(
    await payPage.text(),
  )?.[1];
  const html = await post(action ?? '', {}).then((r) => r.text());
  const to = /<form method="post" action="([^"]*)"/.exec(html)?.[1].replaceAll('&amp;', '&');
  const encResp = /name="encResp" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  return { to, answer: Object.fromEntries(new URLSearchParams(decrypt(encResp, MERCHANT.workingKey))) };
}

async function orderStatus(orderNo: string, who = MERCHANT, command = 'orderStatusTracker') {
  const text = await post('/ccavenue/apis/servlet/DoWebTrans', {
    enc_request: encrypt(JSON.stringify({ order_no: orderNo }), who.workingKey),
    access_code: who.accessCode,
    command,
    request_type: 'JSON',
    response_type: 'JSON',
    version: '1.2',
  }).then((r) => r.text());
  const reply = new URLSearchParams(text);
  if (reply.get('status') !== '0') return { status: reply.get('status'), error: reply.get('enc_response') };
  return JSON.parse(decrypt(reply.get('enc_response') ?? '', who.workingKey) ?? '{}');
}

describe('the CCAvenue-style hidden form', () => {
  it('decrypts the merchant’s encRequest, and posts an encrypted Success back to redirect_url', async () => {
    const fields = request();
    const back = await payThrough(fields, 'pay');
    expect(back.to).toBe(fields.redirect_url);
    expect(back.answer).toMatchObject({
      order_id: fields.order_id,
      order_status: 'Success',
      amount: '499.00',
    });
    expect(await orderStatus(fields.order_id)).toMatchObject({
      status: 0,
      order_status: 'Successful',
      order_amt: 499,
      reference_no: back.answer.tracking_id,
    });
  });

  it('posts Failure to redirect_url on a decline, Aborted to cancel_url on a cancel', async () => {
    const declined = request();
    const back = await payThrough(declined, 'decline');
    expect(back).toMatchObject({ to: declined.redirect_url, answer: { order_status: 'Failure' } });
    expect(await orderStatus(declined.order_id)).toMatchObject({ order_status: 'Unsuccessful' });
    const cancelled = request();
    expect(await payThrough(cancelled, 'cancel')).toMatchObject({
      to: cancelled.cancel_url,
      answer: { order_status: 'Aborted' },
    });
    // A decided order cannot be paid again.
    expect((await initiate(encRequestOf(declined))).status).toBe(400);
  });

  it('refuses a tampered encRequest, one under another key, and an unknown access code; records nothing', async () => {
    const fields = request();
    const good = encRequestOf(fields);
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect((await initiate(flipped)).status).toBe(400);
    expect((await initiate(encRequestOf({ ...fields, amount: '1.00' }, 'guessed-key'))).status).toBe(400);
    expect((await initiate(good, 'AVNOBODY')).status).toBe(400);
    // Another merchant's access code with this merchant's id inside is refused too.
    expect((await initiate(encRequestOf(fields, OTHER.workingKey), OTHER.accessCode)).status).toBe(400);
    expect((await initiate('zz')).status).toBe(400);
    expect(await orderStatus(fields.order_id)).toMatchObject({ status: 1, error_code: '51419' });
  });

  it('refuses malformed fields with a message, never a fault', async () => {
    const response = await initiate(encRequestOf(request({ redirect_url: 'javascript:alert(1)' })));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_url');
  });

  it('answers the status API only for the merchant’s own orders and key', async () => {
    const fields = request();
    await payThrough(fields, 'pay');
    expect(await orderStatus(fields.order_id, OTHER)).toMatchObject({ status: 1, error_code: '51419' });
    const forged = await post('/ccavenue/apis/servlet/DoWebTrans', {
      enc_request: encrypt(JSON.stringify({ order_no: fields.order_id }), 'guessed-key'),
      access_code: MERCHANT.accessCode,
      command: 'orderStatusTracker',
      request_type: 'JSON',
    }).then((r) => r.text());
    expect(new URLSearchParams(forged).get('status')).toBe('1');
    expect(await orderStatus(fields.order_id, MERCHANT, 'refundOrder')).toMatchObject({ status: '1' });
  });
});
