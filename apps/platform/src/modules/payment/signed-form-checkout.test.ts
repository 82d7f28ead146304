import type { PaymentGateway } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { rejection } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { reconcileProviderPayments } from './reconcile-provider-payments';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

const EPAYLATER = { merchantId: 'epl_shop', secret: 'epaylater-test-secret' };
const EXTENSION = { merchantId: 'ext_shop', secret: 'extension-test-secret' };
const JIOPAY = { merchantId: 'jio_shop', secret: 'jiopay-test-secret' };
const PROVIDERS = {
  Epaylater: { mode: 'EPAYLATERPG', base: 'epaylater', secret: EPAYLATER.secret },
  StandardExtension: { mode: 'STANDARDEXTENSIONPG', base: 'standard-extension', secret: EXTENSION.secret },
  Jiopay: { mode: 'JIOPAYPG', base: 'jiopay', secret: JIOPAY.secret },
};
type Aggregator = keyof typeof PROVIDERS;
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
const db = () => platform.platform.services.db;

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({
    gateway: {
      epaylaterMerchants: [EPAYLATER],
      standardExtensionMerchants: [EXTENSION],
      jiopayMerchants: [JIOPAY],
    },
    providers: (url) => ({
      epaylater: { url: `${url}/epaylater`, ...EPAYLATER },
      standardExtension: { url: `${url}/standard-extension`, ...EXTENSION },
      jiopay: { url: `${url}/jiopay`, ...JIOPAY },
    }),
  });
  ({ gateway, platform, asha, ravi } = shop);
});
afterAll(() => shop?.close());
const running = () => shop as PaymentShop;

const checkOut = (aggregator: Aggregator) => running().checkOut(PROVIDERS[aggregator].mode, aggregator);

const paymentStatus = (client: { v3: Json }, orderId: string, aggregator: Aggregator) =>
  running().paymentStatus(client, orderId, aggregator, PROVIDERS[aggregator].mode);

const stateOf = (orderId: string) => running().stateOf(orderId);

/** The shopper's browser at the provider: posts the form, presses pay or decline; the status posted back. */
async function atProvider(
  base: string,
  apiLink: string,
  fields: Record<string, string>,
  choice: 'pay' | 'decline',
) {
  const page = await fetch(apiLink, { method: 'POST', body: new URLSearchParams(fields) });
  expect(page.status).toBe(200);
  const action = new RegExp(`action="(/${base}/checkout/[0-9a-f]+/${choice})"`).exec(await page.text())?.[1];
  const back = await fetch(`${gateway.url}${action}`, { method: 'POST' }).then((r) => r.text());
  return /name="status" value="([^"]*)"/.exec(back)?.[1];
}

describe.each(Object.keys(PROVIDERS) as Aggregator[])('paying %s by a signed hidden form', (aggregator) => {
  const { base, secret, mode } = PROVIDERS[aggregator];

  it('is offered with its api_link in payment_flows, and never its secret', async () => {
    for (const client of [asha.v3, asha.v1]) {
      const routes = await client.payment.getPaymentModeRoutes({ amount: 100 });
      expect(routes.payment_options.payment_flows[aggregator.toLowerCase()]).toMatchObject({
        api_link: `${gateway.url}/${base}/checkout`,
        payment_flow: 'hidden_form',
      });
      const option = routes.payment_options.payment_option.find((m: Json) => m.name === mode);
      expect(option).toMatchObject({ aggregator_name: aggregator });
      expect(JSON.stringify(routes)).not.toContain(secret);
    }
  });

  it('answers the signed form, and places the order only when the status API says paid', async () => {
    const { answer, orderId } = await checkOut(aggregator);
    expect(JSON.stringify(answer)).not.toContain(secret);
    const { api_link: apiLink, form_fields: fields } = answer.data;
    expect(apiLink).toBe(`${gateway.url}/${base}/checkout`);
    expect(fields).toMatchObject({ order_id: orderId, amount: expect.stringMatching(/^\d+\.\d\d$/) });
    expect(fields.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await paymentStatus(asha, orderId, aggregator)).toMatchObject({
      status: 'pending',
      success: false,
    });
    expect(await atProvider(base, apiLink, fields, 'pay')).toBe('SUCCESS');
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'payment_pending', payment: 'created' });
    const answers = await Promise.all([
      paymentStatus(asha, orderId, aggregator),
      paymentStatus(asha, orderId, aggregator),
    ]);
    for (const status of answers) expect(status).toMatchObject({ status: 'complete', success: true });
    expect(await stateOf(orderId)).toEqual([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);
  });

  it('has a form changed after signing refused by the provider, and the order stays unpaid', async () => {
    const { answer, orderId } = await checkOut(aggregator);
    const forged = { ...answer.data.form_fields, amount: '1.00' };
    const refused = await fetch(answer.data.api_link, { method: 'POST', body: new URLSearchParams(forged) });
    expect(refused.status).toBe(400);
    expect(await paymentStatus(asha, orderId, aggregator)).toMatchObject({ status: 'pending' });
  });

  it('says failed on a decline, keeps the cart open, and answers 404 to another shopper', async () => {
    const { answer, orderId, cart } = await checkOut(aggregator);
    expect(await rejection(paymentStatus(ravi, orderId, aggregator))).toMatchObject({ code: 404 });
    expect(await atProvider(base, answer.data.api_link, answer.data.form_fields, 'decline')).toBe('FAILED');
    expect(await paymentStatus(asha, orderId, aggregator)).toMatchObject({
      status: 'failed',
      success: false,
    });
    const { rows } = await sql<{ status: string }>`SELECT status FROM carts WHERE id = ${cart.id}`.execute(
      db(),
    );
    expect(rows[0].status).toBe('open');
  });

  it('places a paid order whose shopper never came back, from the reconciler’s status check', async () => {
    const { answer, orderId } = await checkOut(aggregator);
    await atProvider(base, answer.data.api_link, answer.data.form_fields, 'pay');
    const settings = platform.platform.services.config.paymentGateway;
    if (!settings) throw new Error('the test platform has no gateway');
    expect(await reconcileProviderPayments(db(), settings, new Date(Date.now() + 60_000))).toContain('paid');
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'placed', payment: 'paid' });
  });
});
