import type { PaymentGateway } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { rejection } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { reconcileProviderPayments } from './reconcile-provider-payments';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

const CCAVENUE = {
  merchantId: '2000201',
  accessCode: 'AVSHOP00TEST',
  workingKey: 'ccavenue-test-working-key',
};
const PAYU = { key: 'payu_test_ccav', salt: 'ccav-payu-salt' };
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
const db = () => platform.platform.services.db;

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({
    gateway: { ccavenueMerchants: [CCAVENUE], formMerchants: [PAYU] },
    providers: (url) => ({
      ccavenue: { url: `${url}/ccavenue`, apiUrl: `${url}/ccavenue`, ...CCAVENUE },
      payumoney: {
        paymentUrl: `${url}/payu/_payment`,
        verifyUrl: `${url}/payu/merchant/postservice?form=2`,
        ...PAYU,
      },
    }),
  });
  ({ gateway, platform, asha, ravi } = shop);
});
afterAll(() => shop?.close());
const running = () => shop as PaymentShop;

/** Asha's new cart of one article, checked out to pay by net banking at `aggregator`. */
const checkOut = (aggregator = 'Ccavenue') => running().checkOut('NB', aggregator);

const paymentStatus = (client: { v3: Json }, orderId: string) =>
  running().paymentStatus(client, orderId, 'Ccavenue', 'NB');

const stateOf = (orderId: string) => running().stateOf(orderId);

/** The shopper's browser at CCAvenue: posts the form, presses a button; where the page posts back to. */
async function atCcavenue(
  apiLink: string,
  fields: Record<string, string>,
  choice: 'pay' | 'decline' | 'cancel',
) {
  const page = await fetch(apiLink, { method: 'POST', body: new URLSearchParams(fields) });
  expect(page.status).toBe(200);
  const action = new RegExp(`action="(/ccavenue/transaction/[0-9a-f]+/${choice})"`).exec(
    await page.text(),
  )?.[1];
  const back = await fetch(`${gateway.url}${action}`, { method: 'POST' }).then((r) => r.text());
  return {
    to: /<form method="post" action="([^"]*)"/.exec(back)?.[1].replaceAll('&amp;', '&'),
    encResp: /name="encResp" value="([0-9a-f]+)"/.exec(back)?.[1],
  };
}

describe('paying by CCAvenue’s encrypted hidden form (net banking)', () => {
  it('offers NB at both aggregators with CCAvenue’s api_link in payment_flows, and never its working key', async () => {
    for (const client of [asha.v3, asha.v1]) {
      const routes = await client.payment.getPaymentModeRoutes({ amount: 100 });
      expect(routes.payment_options.payment_flows.ccavenue).toMatchObject({
        api_link: `${gateway.url}/ccavenue/transaction/transaction.do?command=initiateTransaction`,
        payment_flow: 'hidden_form',
      });
      const nb = routes.payment_options.payment_option.find((mode: Json) => mode.name === 'NB');
      expect(nb.list.map((option: Json) => option.aggregator_name)).toEqual(['Payumoney', 'Ccavenue']);
      expect(JSON.stringify(routes)).not.toContain(CCAVENUE.workingKey);
    }
  });

  it('answers encRequest and access_code, and places the order only on the status API’s word', async () => {
    const { answer, orderId } = await checkOut();
    expect(JSON.stringify(answer)).not.toContain(CCAVENUE.workingKey);
    const { api_link: apiLink, form_fields: fields } = answer.data;
    expect(apiLink).toBe(`${gateway.url}/ccavenue/transaction/transaction.do?command=initiateTransaction`);
    expect(Object.keys(fields).sort()).toEqual(['access_code', 'encRequest']);
    expect(fields.access_code).toBe(CCAVENUE.accessCode);
    // The storefront keeps a hidden form's fields (up to 2,000 characters each) for its hand-off page.
    expect(fields.encRequest.length).toBeLessThanOrEqual(2000);
    // The shopper's return before paying (or a forged one) is only a cue to ask: CCAvenue says not paid.
    expect(await paymentStatus(asha, orderId)).toMatchObject({ status: 'pending', success: false });
    const back = await atCcavenue(apiLink, fields, 'pay');
    expect(back.to).toContain(`order_id=${orderId}`);
    expect(back.encResp).toBeDefined();
    // The browser's return itself places nothing: the order waits until the status API is asked.
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'payment_pending', payment: 'created' });
    const answers = await Promise.all(Array.from({ length: 3 }, () => paymentStatus(asha, orderId)));
    for (const status of answers) expect(status).toMatchObject({ status: 'complete', success: true });
    expect(await stateOf(orderId)).toEqual([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);
  });

  it('still takes Payumoney for NB when checkout names it', async () => {
    const { answer } = await checkOut('Payumoney');
    expect(answer.data.api_link).toBe(`${gateway.url}/payu/_payment`);
    expect(answer.data.form_fields).toMatchObject({ key: PAYU.key });
  });

  it('has a tampered encRequest refused by CCAvenue, and the order stays unpaid', async () => {
    const { answer, orderId } = await checkOut();
    const { encRequest } = answer.data.form_fields;
    const tampered = `${encRequest.slice(0, 40)}${encRequest[40] === 'a' ? 'b' : 'a'}${encRequest.slice(41)}`;
    const refused = await fetch(answer.data.api_link, {
      method: 'POST',
      body: new URLSearchParams({ ...answer.data.form_fields, encRequest: tampered }),
    });
    expect(refused.status).toBe(400);
    expect(await paymentStatus(asha, orderId)).toMatchObject({ status: 'pending' });
  });

  it('says failed on a decline or a cancel, and keeps the cart open', async () => {
    for (const choice of ['decline', 'cancel'] as const) {
      const { answer, orderId, cart } = await checkOut();
      await atCcavenue(answer.data.api_link, answer.data.form_fields, choice);
      expect(await paymentStatus(asha, orderId)).toMatchObject({ status: 'failed', success: false });
      const { rows } = await sql<{ status: string }>`SELECT status FROM carts WHERE id = ${cart.id}`.execute(
        db(),
      );
      expect(rows[0].status).toBe('open');
    }
  });

  it('answers 404 for another shopper’s order', async () => {
    const { orderId } = await checkOut();
    expect(await rejection(paymentStatus(ravi, orderId))).toMatchObject({ code: 404 });
  });

  it('places a paid order whose shopper never came back, from the reconciler’s status check', async () => {
    const { answer, orderId } = await checkOut();
    await atCcavenue(answer.data.api_link, answer.data.form_fields, 'pay');
    const settings = platform.platform.services.config.paymentGateway;
    if (!settings) throw new Error('the test platform has no gateway');
    expect(await reconcileProviderPayments(db(), settings, new Date(Date.now() + 60_000))).toContain('paid');
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'placed', payment: 'paid' });
  });
});
