import type { PaymentGateway } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { rejection } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { reconcileProviderPayments } from './reconcile-provider-payments';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

const AJIODHAN = { merchantId: 'ajiodhan_shop', secret: 'ajiodhan-test-secret' };
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
const db = () => platform.platform.services.db;

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({
    gateway: { ajiodhanMerchants: [AJIODHAN] },
    providers: (url) => ({ ajiodhan: { url: `${url}/ajiodhan`, ...AJIODHAN } }),
  });
  ({ gateway, platform, asha, ravi } = shop);
});
afterAll(() => shop?.close());
const running = () => shop as PaymentShop;

const checkOut = () => running().checkOut('AJIODHANPG', 'Ajiodhan');

const paymentStatus = (client: { v3: Json }, orderId: string) =>
  running().paymentStatus(client, orderId, 'Ajiodhan', 'AJIODHANPG');

const stateOf = (orderId: string) => running().stateOf(orderId);

const choose = (link: string, choice: 'pay' | 'decline') =>
  fetch(`${link}/${choice}`, { method: 'POST', redirect: 'manual' });

describe('paying by redirect (Ajio Dhan-style credit)', () => {
  it('offers its mode with the redirect flow, and never its secret', async () => {
    for (const client of [asha.v3, asha.v1]) {
      const routes = await client.payment.getPaymentModeRoutes({ amount: 100 });
      expect(routes.payment_options.payment_flows.ajiodhan).toMatchObject({
        api_link: `${gateway.url}/ajiodhan/v1/payments`,
        payment_flow: 'redirect',
      });
      const mode = routes.payment_options.payment_option.find((m: Json) => m.name === 'AJIODHANPG');
      expect(mode).toMatchObject({ aggregator_name: 'Ajiodhan' });
      expect(JSON.stringify(routes)).not.toContain(AJIODHAN.secret);
    }
  });

  it('answers the redirect_url of a payment created server to server; only the status API places the order', async () => {
    const { answer, orderId } = await checkOut();
    expect(answer.data.redirect_url).toMatch(new RegExp(`^${gateway.url}/ajiodhan/checkout/adh_`));
    expect(answer.data.payment_flow).toBe('redirect');
    expect(JSON.stringify(answer)).not.toContain(AJIODHAN.secret);
    // A return before paying (or a forged one) is only a cue to ask: Ajio Dhan says not paid.
    expect(await paymentStatus(asha, orderId)).toMatchObject({ status: 'pending', success: false });
    const back = await choose(answer.data.redirect_url, 'pay');
    expect(back.headers.get('location')).toContain(`order_id=${orderId}`);
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'payment_pending', payment: 'created' });
    const answers = await Promise.all([paymentStatus(asha, orderId), paymentStatus(asha, orderId)]);
    for (const status of answers) expect(status).toMatchObject({ status: 'complete', success: true });
    expect(await stateOf(orderId)).toEqual([{ order: 'placed', payment: 'paid', cart: 'ordered' }]);
  });

  it('says failed on a decline, keeps the cart open, and answers 404 to another shopper', async () => {
    const { answer, orderId, cart } = await checkOut();
    expect(await rejection(paymentStatus(ravi, orderId))).toMatchObject({ code: 404 });
    await choose(answer.data.redirect_url, 'decline');
    expect(await paymentStatus(asha, orderId)).toMatchObject({ status: 'failed', success: false });
    const { rows } = await sql<{ status: string }>`SELECT status FROM carts WHERE id = ${cart.id}`.execute(
      db(),
    );
    expect(rows[0].status).toBe('open');
  });

  it('places a paid order whose shopper never came back, from the reconciler’s status check', async () => {
    const { answer, orderId } = await checkOut();
    await choose(answer.data.redirect_url, 'pay');
    const settings = platform.platform.services.config.paymentGateway;
    if (!settings) throw new Error('the test platform has no gateway');
    expect(await reconcileProviderPayments(db(), settings, new Date(Date.now() + 60_000))).toContain('paid');
    expect((await stateOf(orderId))[0]).toMatchObject({ order: 'placed', payment: 'paid' });
  });
});
