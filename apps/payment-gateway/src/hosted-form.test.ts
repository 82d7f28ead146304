import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandHash, requestHash, responseHash } from './hosted-form-hash';
import { type PaymentGateway, startPaymentGateway } from './server';

const MERCHANT = { key: 'payu_test_alpha', salt: 'alpha-salt' };
const OTHER = { key: 'payu_test_beta', salt: 'beta-salt' };
let gateway: PaymentGateway;

beforeAll(async () => {
  gateway = await startPaymentGateway({ merchants: [], formMerchants: [MERCHANT, OTHER], log: () => {} });
});
afterAll(() => gateway.close());

let serial = 0;
function signedForm(overrides: Record<string, string> = {}, salt = MERCHANT.salt): Record<string, string> {
  const fields: Record<string, string> = {
    key: MERCHANT.key,
    txnid: `txn-${Date.now()}-${serial++}`,
    amount: '499.00',
    productinfo: 'Order FY123',
    firstname: 'Asha',
    email: 'asha@vitrine.test',
    phone: '9876543210',
    surl: 'http://shop.test/cart/order-status/?order_id=FY123',
    furl: 'http://shop.test/cart/order-status/?order_id=FY123&failed=1',
    udf1: 'FY123',
    ...overrides,
  };
  return { ...fields, hash: requestHash(fields, salt) };
}

const post = (path: string, form: Record<string, string>) =>
  fetch(`${gateway.url}${path}`, { method: 'POST', body: new URLSearchParams(form) });

const formOf = (html: string) => {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  return { action: action.replaceAll('&amp;', '&'), fields };
};

/** The shopper posts the form, then presses the page's button for `choice`; answers the form that goes back. */
async function payThrough(form: Record<string, string>, choice: 'pay' | 'decline') {
  const payPage = await post('/payu/_payment', form);
  expect(payPage.status).toBe(200);
  const html = await payPage.text();
  const action = new RegExp(`action="(/payu/_payment/[0-9a-f]+/${choice})"`).exec(html)?.[1];
  expect(action).toBeDefined();
  const back = await post(action ?? '', {});
  return formOf(await back.text());
}

const verify = async (
  txnid: string,
  hash = commandHash(MERCHANT.key, 'verify_payment', txnid, MERCHANT.salt),
) =>
  (await post('/payu/merchant/postservice?form=2', {
    key: MERCHANT.key,
    command: 'verify_payment',
    var1: txnid,
    hash,
  }).then((r) => r.json())) as {
    status: number;
    transaction_details?: Record<string, { status: string; amt?: string }>;
  };

describe('the Payumoney-style hidden form', () => {
  it('takes a form signed with the merchant’s salt and posts a signed success back to surl', async () => {
    const form = signedForm();
    const back = await payThrough(form, 'pay');
    expect(back.action).toBe(form.surl);
    expect(back.fields).toMatchObject({
      status: 'success',
      txnid: form.txnid,
      amount: '499.00',
      udf1: 'FY123',
    });
    const { hash, ...answer } = back.fields;
    expect(hash).toBe(responseHash(answer, MERCHANT.salt));
    expect(hash).not.toBe(responseHash(answer, OTHER.salt));
    const status = await verify(form.txnid);
    expect(status.transaction_details?.[form.txnid]).toMatchObject({ status: 'success', amt: '499.00' });
  });

  it('refuses a forged hash, a tampered amount and an unknown key, and records nothing', async () => {
    const forged = signedForm({}, 'not-the-salt');
    const refused = await post('/payu/_payment', forged);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('incorrectly calculated hash');
    const tampered = { ...signedForm(), amount: '1.00' };
    expect((await post('/payu/_payment', tampered)).status).toBe(400);
    expect((await post('/payu/_payment', signedForm({ key: 'nobody' }))).status).toBe(400);
    expect((await verify(forged.txnid)).transaction_details?.[forged.txnid].status).toBe('Not Found');
  });

  it('refuses malformed fields with a message, never a fault', async () => {
    const response = await post('/payu/_payment', signedForm({ surl: 'javascript:alert(1)' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('surl');
    expect((await post('/payu/_payment', { key: MERCHANT.key })).status).toBe(400);
  });

  it('posts a decline back to furl, and the status API says failure', async () => {
    const form = signedForm();
    const back = await payThrough(form, 'decline');
    expect(back.action).toBe(form.furl);
    expect(back.fields.status).toBe('failure');
    expect((await verify(form.txnid)).transaction_details?.[form.txnid].status).toBe('failure');
    // A paid or declined txnid cannot be paid again.
    expect((await post('/payu/_payment', form)).status).toBe(400);
  });

  it('answers the status API only with the merchant’s own hash', async () => {
    const form = signedForm();
    await payThrough(form, 'pay');
    const wrong = commandHash(MERCHANT.key, 'verify_payment', form.txnid, OTHER.salt);
    expect(await verify(form.txnid, wrong)).toEqual({ status: 0, msg: 'Invalid Hash.' });
  });
});
