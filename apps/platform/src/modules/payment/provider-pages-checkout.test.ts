import type { PaymentGateway } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { rejection } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { reconcileProviderPayments } from './reconcile-provider-payments';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

const PAYU = { key: 'payu_test_pages', salt: 'pages-payu-salt' };
const RUPIFI = { merchantId: 'rupifi_pages', secret: 'pages-rupifi-secret' };
const CALLBACK = 'http://shop.test/cart/order-status/?success=true';
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let address: string;
const db = () => platform.platform.services.db;

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({
    gateway: { formMerchants: [PAYU], redirectMerchants: [RUPIFI] },
    providers: (url) => ({
      payumoney: {
        paymentUrl: `${url}/payu/_payment`,
        verifyUrl: `${url}/payu/merchant/postservice?form=2`,
        ...PAYU,
      },
      rupifi: { url: `${url}/rupifi`, ...RUPIFI },
    }),
  });
  ({ gateway, platform, asha, ravi, address } = shop);
});
afterAll(() => shop?.close());
const running = () => shop as PaymentShop;

/** Asha's new cart of one article, checked out to pay by `mode` at `aggregator`: the order waits for its payment. */
const checkOut = (mode: string, aggregator: string, callbackUrl?: string) =>
  running().checkOut(mode, aggregator, callbackUrl);

const paymentStatus = (client: { v3: Json }, orderId: string, aggregator: string) =>
  running().paymentStatus(client, orderId, aggregator, 'NB');

const stateOf = (orderId: string) => running().stateOf(orderId);

/** The shopper's browser at the provider's page: posts the form, presses pay or decline; the form posted back. */
async function atPayumoney(apiLink: string, fields: Record<string, string>, choice: 'pay' | 'decline') {
  const page = await fetch(apiLink, { method: 'POST', body: new URLSearchParams(fields) });
  expect(page.status).toBe(200);
  const action = new RegExp(`action="(/payu/_payment/[0-9a-f]+/${choice})"`).exec(await page.text())?.[1];
  const back = await fetch(`${gateway.url}${action}`, { method: 'POST' }).then((r) => r.text());
  const to = /<form method="post" action="([^"]*)"/.exec(back)?.[1].replaceAll('&amp;', '&');
  const status = /name="status" value="([^"]*)"/.exec(back)?.[1];
  return { to, status };
}

describe('paying by a hidden form (Payumoney-style net banking)', () => {
  it('offers NB with the provider’s api_link in payment_flows, and never its salt', async () => {
    for (const client of [asha.v3, asha.v1]) {
      const routes = await client.payment.getPaymentModeRoutes({ amount: 100 });
      expect(routes.payment_options.payment_flows.payumoney).toMatchObject({
        api_link: `${gateway.url}/payu/_payment`,
        payment_flow: 'hidden_form',
      });
      const nb = routes.payment_options.payment_option.find((mode: Json) => mode.name === 'NB');
      expect(nb).toMatchObject({ aggregator_name: 'Payumoney' });
      expect(JSON.stringify(routes)).not.toContain(PAYU.salt);
    }
  });

  it('answers the signed form, and places the order only when the provider’s status API says paid', async () => {
    const { answer, orderId } = await checkOut('NB', 'Payumoney');
    expect(JSON.stringify(answer)).not.toContain(PAYU.salt);
    const { api_link: apiLink, form_fields: fields } = answer.data;
    expect(apiLink).toBe(`${gateway.url}/payu/_payment`);
    expect(fields).toMatchObject({
      key: PAYU.key,
      txnid: orderId,
      email: 'asha@vitrine.test',
      firstname: 'Asha',
    });
    expect(fields.surl).toContain(`order_id=${orderId}`);
    // The shopper's return before paying (or a forged one) is only a cue to ask: the provider says not paid.
    expect(await paymentStatus(asha, orderId, 'Payumoney')).toMatchObject({
      status: 'pending',
      success: false,
    });
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'payment_pending', payment: 'created' });
    const back = await atPayumoney(apiLink, fields, 'pay');
    expect(back).toMatchObject({ to: fields.surl, status: 'success' });
    // The browser comes back several times at once (a double POST, a reload): one order, placed once.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => paymentStatus(asha, orderId, 'Payumoney')),
    );
    for (const status of answers) expect(status).toMatchObject({ status: 'complete', success: true });
    expect(await stateOf(orderId)).toEqual([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);
  });

  it('refuses a form whose fields were changed after signing, and the order stays unpaid', async () => {
    const { answer, orderId } = await checkOut('NB', 'Payumoney');
    const forged = { ...answer.data.form_fields, amount: '1.00' };
    const refused = await fetch(answer.data.api_link, { method: 'POST', body: new URLSearchParams(forged) });
    expect(refused.status).toBe(400);
    expect(await paymentStatus(asha, orderId, 'Payumoney')).toMatchObject({ status: 'pending' });
  });

  it('says failed on a decline and keeps the cart open', async () => {
    const { answer, orderId, cart } = await checkOut('NB', 'Payumoney');
    const back = await atPayumoney(answer.data.api_link, answer.data.form_fields, 'decline');
    expect(back.status).toBe('failure');
    expect(await paymentStatus(asha, orderId, 'Payumoney')).toMatchObject({ status: 'failed', retry: false });
    const { rows } = await sql<{ status: string }>`SELECT status FROM carts WHERE id = ${cart.id}`.execute(
      db(),
    );
    expect(rows[0].status).toBe('open');
  });

  it('after a decline, checking out the same cart again gives a new order the shopper can pay', async () => {
    const first = await checkOut('NB', 'Payumoney');
    await atPayumoney(first.answer.data.api_link, first.answer.data.form_fields, 'decline');
    expect(await paymentStatus(asha, first.orderId, 'Payumoney')).toMatchObject({ status: 'failed' });
    // The shopper goes back and pays again, the cart unchanged: Payumoney takes a txnid only once.
    const again = await asha.v3.cart.checkoutCartV2({
      body: {
        id: first.cart.id,
        address_id: address,
        payment_mode: 'NB',
        aggregator: 'Payumoney',
        payment_methods: [
          { mode: 'NB', payment: 'required', payment_meta: { payment_gateway: 'Payumoney' } },
        ],
        callback_url: CALLBACK,
      },
    });
    expect(again.order_id).not.toBe(first.orderId);
    const back = await atPayumoney(again.data.api_link, again.data.form_fields, 'pay');
    expect(back.status).toBe('success');
    expect(await paymentStatus(asha, again.order_id, 'Payumoney')).toMatchObject({ status: 'complete' });
    expect(await stateOf(again.order_id)).toEqual([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);
    expect((await stateOf(first.orderId))[0]).toMatchObject({ order: 'abandoned', payment: 'created' });
  });

  it('answers 404 for another shopper’s order, and 400 for a callback that is not an http(s) address', async () => {
    const { orderId } = await checkOut('NB', 'Payumoney');
    expect(await rejection(paymentStatus(ravi, orderId, 'Payumoney'))).toMatchObject({ code: 404 });
    const bad = await rejection(checkOut('NB', 'Payumoney', 'javascript:alert(1)'));
    expect(bad).toMatchObject({ code: 400 });
  });

  it('places a paid order whose shopper never came back, from the reconciler’s status check', async () => {
    const { answer, orderId } = await checkOut('NB', 'Payumoney');
    await atPayumoney(answer.data.api_link, answer.data.form_fields, 'pay');
    const later = new Date(Date.now() + 60_000);
    const settings = platform.platform.services.config.paymentGateway;
    if (!settings) throw new Error('the test platform has no gateway');
    expect(await reconcileProviderPayments(db(), settings, later)).toContain('paid');
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'placed', payment: 'paid' });
  });
});

describe('paying by redirect (Rupifi-style pay later)', () => {
  it('offers the mode with its flow, creates the payment server to server and answers its redirect_url', async () => {
    const routes = await asha.v3.payment.getPaymentModeRoutes({ amount: 100 });
    expect(routes.payment_options.payment_flows.rupifi).toMatchObject({ payment_flow: 'redirect' });
    const { answer, orderId } = await checkOut('RUPIFIPG', 'Rupifi');
    expect(answer.data.redirect_url).toMatch(new RegExp(`^${gateway.url}/rupifi/drawdown/rpf_`));
    expect(answer.data.redirect_url).toBe(answer.data.drawdownLink);
    expect(JSON.stringify(answer)).not.toContain(RUPIFI.secret);
    expect(await paymentStatus(asha, orderId, 'Rupifi')).toMatchObject({ status: 'pending' });
    const back = await fetch(`${answer.data.redirect_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toContain(`order_id=${orderId}`);
    await Promise.all([paymentStatus(asha, orderId, 'Rupifi'), paymentStatus(asha, orderId, 'Rupifi')]);
    expect(await paymentStatus(asha, orderId, 'Rupifi')).toMatchObject({ status: 'complete', success: true });
    expect(await stateOf(orderId)).toEqual([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);
  });

  it('says failed on a decline, keeps the cart, and answers 404 to another shopper', async () => {
    const { answer, orderId, cart } = await checkOut('RUPIFIPG', 'Rupifi');
    expect(await rejection(paymentStatus(ravi, orderId, 'Rupifi'))).toMatchObject({ code: 404 });
    await fetch(`${answer.data.redirect_url}/decline`, { method: 'POST', redirect: 'manual' });
    expect(await paymentStatus(asha, orderId, 'Rupifi')).toMatchObject({ status: 'failed' });
    const { rows } = await sql<{ status: string }>`SELECT status FROM carts WHERE id = ${cart.id}`.execute(
      db(),
    );
    expect(rows[0].status).toBe('open');
  });
});

describe('the calls of providers with pages of their own', () => {
  it('renders a provider page’s base64 HTML, and refuses what is not base64', async () => {
    const html = '<form method="post" action="https://pay.example/_payment"></form>';
    for (const client of [asha.v3, asha.v1]) {
      const body = { base64_html: Buffer.from(html).toString('base64') };
      expect(await client.payment.renderHTML({ body })).toEqual({ html });
    }
    const bad = await rejection(asha.v3.payment.renderHTML({ body: { base64_html: 'not base64!' } }));
    expect(bad).toMatchObject({ code: 400 });
  });

  it('redirects to Rupifi’s signup, and answers 404 for an aggregator without one and 400 for none', async () => {
    for (const client of [asha.v3, asha.v1]) {
      const answer = await client.payment.redirectToAggregator({ source: 'web', aggregator: 'Rupifi' });
      expect(answer).toEqual({
        success: true,
        data: { status: true, signup_url: `${gateway.url}/rupifi/signup` },
      });
    }
    expect((await fetch(`${gateway.url}/rupifi/signup`)).status).toBe(200);
    const none = await rejection(
      asha.v3.payment.redirectToAggregator({ source: 'web', aggregator: 'Payumoney' }),
    );
    expect(none).toMatchObject({ code: 404 });
    expect(await rejection(asha.v3.payment.redirectToAggregator({ source: 'web' }))).toMatchObject({
      code: 400,
    });
  });
});
