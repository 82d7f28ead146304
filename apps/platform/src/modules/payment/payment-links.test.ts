import { createHmac } from 'node:crypto';
import { type PaymentGateway, SANDBOX_CARDS, startPaymentGateway } from '@vitrine/payment-gateway';
import { payAtPage } from '@vitrine/payment-gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { messagesTo, waitForMessage } from '../../testing/outbox';
import { officialClients, rejection, signIn } from '../user/test-clients';
import { EVENT_ID_HEADER, SIGNATURE_HEADER } from './razorpay-events';
import { reconcilePayments } from './reconcile-payments';
import { PAYMENT_WEBHOOK_PATH } from './webhooks';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

const KEYS = {
  keyId: 'rzp_test_links',
  keySecret: 'links-key-secret',
  webhookSecret: 'links-webhook-secret',
};
const RETURN_TO = 'http://shop.test/payment/link/back/';
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
/** Whoever the link reached: no session at all. */
let payer: { v1: Json; v3: Json };
const db = () => platform.platform.services.db;

beforeAll(async () => {
  gateway = await startPaymentGateway({
    merchants: [KEYS],
    webhookRetryDelaysMs: [100, 200, 400],
    lateWebhookMs: 1_000,
    log: () => {},
  });
  platform = await startTestPlatform({
    products: 5,
    // The outbox keeps sent links to read back, on PostgreSQL too (where it is off by default).
    config: { paymentGateway: { aggregator: 'Razorpay', url: gateway.url, ...KEYS }, devOutbox: true },
  });
  gateway.setWebhookUrl(KEYS.keyId, `${platform.baseUrl}${PAYMENT_WEBHOOK_PATH}`);
  const cookieOf = async (email: string) => (await signIn(platform, email, DEMO_SHOPPER_PASSWORD)).cookie;
  asha = officialClients(platform, await cookieOf('asha@vitrine.test'));
  ravi = officialClients(platform, await cookieOf('ravi@vitrine.test'));
  payer = officialClients(platform);
});
afterAll(async () => {
  await platform?.close();
  await gateway?.close();
});

let made = 0;
/** Asha asks for ₹1,499.50 by a new link (v1's request shape, which v3 sends as well). */
async function newLink(overrides: Record<string, unknown> = {}) {
  made += 1;
  const answer = await asha.v1.payment.createPaymentLink({
    body: {
      amount: 1499.5,
      description: 'Tailoring of two kurtas',
      email: `payer${made}@example.com`,
      mobile_number: '9876543210',
      external_order_id: `EXT-${made}`,
      meta: { cart_id: '', checkout_mode: 'self', amount: '1499.5' },
      ...overrides,
    },
  });
  return answer.payment_link_id as string;
}

/** The payer chooses to pay: the gateway's page, which sends them back to RETURN_TO. */
const payPage = async (id: string, client = payer) =>
  (
    await client.v1.payment.createOrderHandlerPaymentLink({
      body: {
        payment_link_id: id,
        currency: 'INR',
        success_callback_url: RETURN_TO,
        failure_callback_url: RETURN_TO,
        payment_methods: {
          name: 'CARD',
          mode: 'CARD',
          meta: { merchant_code: 'CARD', payment_gateway: 'Razorpay', payment_identifier: 'CARD' },
        },
      },
    })
  ).data.redirect_url as string;

const linkRow = (id: string) =>
  db()
    .selectFrom('payment_links')
    .select(['status', 'refund_due', 'gateway_payment_id', 'gateway_order_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const poll = (id: string) => payer.v1.payment.pollingPaymentLink({ paymentLinkId: id });

async function eventually(check: () => Promise<boolean>, seconds = 30) {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never happened');
}

/** The gateway's captured-payment callback for a link's order, signed as the gateway signs it. */
async function deliverCaptured(gatewayOrderId: string, paymentId: string, eventId: string) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: gatewayOrderId,
          amount: 149_950,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
  const response = await fetch(`${platform.baseUrl}${PAYMENT_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: createHmac('sha256', KEYS.webhookSecret).update(body).digest('hex'),
      [EVENT_ID_HEADER]: eventId,
    },
    body,
  });
  return (await response.json()) as { status: string };
}

describe('a payment link', () => {
  it('is made by a shopper, opened and paid by anyone, and paid once the gateway says so', async () => {
    const id = await newLink();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const seen = await payer.v1.payment.getPaymentLink({ paymentLinkId: id });
    expect(seen).toMatchObject({
      success: true,
      payment_link_current_status: 'active',
      amount: 1499.5,
      merchant_name: expect.any(String),
      external_order_id: 'EXT-1',
      description: 'Tailoring of two kurtas',
    });
    expect(seen.payment_link_url).toMatch(new RegExp(`/payment/link/${id}/$`));
    expect(await payer.v3.payment.getPaymentLink({ paymentLinkId: id })).toEqual(seen);

    const modes = await payer.v1.payment.getPaymentModeRoutesPaymentLink({ paymentLinkId: id });
    const names = modes.payment_options.payment_option.map((mode: Json) => mode.name);
    expect(names).toContain('CARD');
    expect(names).not.toContain('COD');
    expect(names).not.toContain('PP');

    const page = await payPage(id);
    expect(new URL(page).origin).toBe(gateway.url);
    expect(await poll(id)).toMatchObject({ status: 'active', payment_link_id: id });
    // The payer's return from the gateway is not the word: it arrives before the callback may.
    const trip = await payAtPage(page, { number: SANDBOX_CARDS.success });
    expect(trip.returned?.action).toBe(RETURN_TO);
    await eventually(async () => (await poll(id)).status === 'paid');
    expect(await payer.v3.payment.pollingPaymentLink({ paymentLinkId: id })).toMatchObject({
      success: true,
      status: 'paid',
      amount: 1499.5,
      aggregator_name: 'Razorpay',
    });
    expect(
      await payer.v1.payment.checkAndUpdatePaymentStatusPaymentLink({
        body: { aggregator: 'Razorpay', method: 'CARD', merchant_order_id: id },
      }),
    ).toEqual({
      status: 'complete',
      success: true,
      retry: false,
      redirect_url: '',
      aggregator_name: 'Razorpay',
    });
    expect(await rejection(payPage(id))).toEqual({ code: 409, message: 'This payment link is already paid' });
    expect(await rejection(asha.v3.payment.cancelPaymentLink({ body: { payment_link_id: id } }))).toEqual({
      code: 409,
      message: 'This payment link is already paid',
    });
  });

  it('stays paid once however often the gateway calls back, or a callback is replayed', async () => {
    const id = await newLink();
    const page = await payPage(id);
    const again = await payPage(id);
    expect(again).toBe(page);
    await payAtPage(page, { number: SANDBOX_CARDS.duplicateWebhook });
    await eventually(async () => (await linkRow(id)).status === 'paid');
    const paid = await linkRow(id);
    expect(paid).toMatchObject({ status: 'paid', refund_due: false });
    const gatewayOrderId = paid.gateway_order_id ?? '';
    expect(await deliverCaptured(gatewayOrderId, 'pay_replayed0001', 'evt_link_replay_1')).toEqual({
      status: 'already_settled',
    });
    expect(await deliverCaptured(gatewayOrderId, 'pay_replayed0001', 'evt_link_replay_1')).toEqual({
      status: 'duplicate',
    });
    expect(await linkRow(id)).toEqual(paid);
  });

  it('finds a payment no callback reported, by asking the gateway', async () => {
    const id = await newLink();
    await payAtPage(await payPage(id), { number: SANDBOX_CARDS.noWebhook });
    expect((await linkRow(id)).status).toBe('active');
    expect(
      await payer.v3.payment.checkAndUpdatePaymentStatusPaymentLink({
        body: { aggregator: 'Razorpay', method: 'CARD', merchant_order_id: id },
      }),
    ).toMatchObject({ status: 'complete', success: true });
    expect((await linkRow(id)).status).toBe('paid');
  });

  it('is paid by the reconciler when nobody asks', async () => {
    const id = await newLink();
    await payAtPage(await payPage(id), { number: SANDBOX_CARDS.noWebhook });
    const settings = platform.platform.services.config.paymentGateway;
    if (!settings) throw new Error('no gateway settings');
    expect(await reconcilePayments(db(), settings, new Date(Date.now() + 60_000))).toContain('paid');
    expect((await linkRow(id)).status).toBe('paid');
  });

  it('is cancelled by its maker, and money paid on it after that is owed back', async () => {
    const id = await newLink();
    const page = await payPage(id);
    expect(await asha.v3.payment.cancelPaymentLink({ body: { payment_link_id: id } })).toEqual({
      success: true,
      status_code: 200,
      message: 'Payment link cancelled',
    });
    expect(await payer.v1.payment.getPaymentLink({ paymentLinkId: id })).toMatchObject({
      payment_link_current_status: 'cancelled',
      message: 'This payment link was cancelled',
    });
    expect(await rejection(payPage(id))).toEqual({ code: 409, message: 'This payment link was cancelled' });
    // The page opened before the cancel can still be paid at the gateway: that money is to be returned.
    await payAtPage(page, { number: SANDBOX_CARDS.success });
    await eventually(async () => (await linkRow(id)).refund_due);
    expect(await linkRow(id)).toMatchObject({ status: 'cancelled', refund_due: true });
  });

  it('says a declined card failed, and may still be paid with another', async () => {
    const id = await newLink();
    await payAtPage(await payPage(id), { number: SANDBOX_CARDS.declined });
    await eventually(async () => (await poll(id)).status === 'failed');
    expect((await linkRow(id)).status).toBe('active');
    await payAtPage(await payPage(id), { number: SANDBOX_CARDS.success });
    await eventually(async () => (await poll(id)).status === 'paid');
  });

  it('cannot be paid once expired, and money paid on it after that is owed back', async () => {
    const id = await newLink();
    const page = await payPage(id);
    await db()
      .updateTable('payment_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await payer.v3.payment.getPaymentLink({ paymentLinkId: id })).toMatchObject({
      payment_link_current_status: 'expired',
    });
    expect(await rejection(payPage(id))).toEqual({ code: 409, message: 'This payment link has expired' });
    expect(await rejection(asha.v1.payment.resendPaymentLink({ body: { payment_link_id: id } }))).toEqual({
      code: 409,
      message: 'This payment link has expired',
    });
    await payAtPage(page, { number: SANDBOX_CARDS.success });
    await eventually(async () => (await linkRow(id)).refund_due);
    expect(await linkRow(id)).toMatchObject({ status: 'expired', refund_due: true });
  });

  it('is sent again to its payer through the shop’s outbox', async () => {
    const email = 'resend-payer@example.com';
    const id = await newLink({ email, mobile_number: '' });
    expect(await messagesTo(platform, email)).toEqual([]);
    expect(await asha.v1.payment.resendPaymentLink({ body: { payment_link_id: id } })).toEqual({
      success: true,
      status_code: 200,
      message: 'Payment link sent',
    });
    const message = await waitForMessage(platform, email);
    expect(message.link).toMatch(new RegExp(`/payment/link/${id}/$`));
    expect(message.body).toContain('₹1,499.50');
  });

  it('is another shopper’s to cancel or send as little as a link never made: 404, the link unchanged', async () => {
    const email = 'idor-payer@example.com';
    const id = await newLink({ email });
    const before = await linkRow(id);
    const notFound = { code: 404, message: 'Payment link not found' };
    expect(await rejection(ravi.v3.payment.cancelPaymentLink({ body: { payment_link_id: id } }))).toEqual(
      notFound,
    );
    expect(await rejection(ravi.v1.payment.resendPaymentLink({ body: { payment_link_id: id } }))).toEqual(
      notFound,
    );
    expect(
      (await rejection(payer.v3.payment.cancelPaymentLink({ body: { payment_link_id: id } }))).code,
    ).toBe(401);
    expect(await linkRow(id)).toEqual(before);
    expect(await messagesTo(platform, email)).toEqual([]);
    const unknown = 'f'.repeat(32);
    expect(await rejection(payer.v3.payment.getPaymentLink({ paymentLinkId: unknown }))).toEqual(notFound);
    expect(await rejection(poll(unknown))).toEqual(notFound);
  });

  it('refuses what it cannot take, saying what to send instead', async () => {
    const refused = async (overrides: Record<string, unknown>) =>
      rejection(
        asha.v3.payment.createPaymentLink({
          body: { amount: 10, email: '', mobile_number: '', external_order_id: 'X', meta: {}, ...overrides },
        }),
      );
    expect(await refused({ amount: -5 })).toEqual({ code: 400, message: 'amount must be more than 0' });
    expect(await refused({ amount: 1e12 })).toEqual({
      code: 400,
      message: 'amount must be at most 1000000 rupees',
    });
    expect(await refused({ amount: 10.005 })).toEqual({
      code: 400,
      message: 'amount has at most 2 decimals',
    });
    expect(await refused({ email: 'not-an-address' })).toEqual({
      code: 400,
      message: 'email must be an e-mail address such as asha@example.com',
    });
    expect(await refused({ mobile_number: '12ab' })).toEqual({
      code: 400,
      message: 'mobile_number must be 7 to 15 digits',
    });
    const valid = { amount: 10, email: '', mobile_number: '', external_order_id: 'X', meta: {} };
    expect((await rejection(payer.v3.payment.createPaymentLink({ body: valid }))).code).toBe(401);
    expect(await rejection(payer.v3.payment.getPaymentLink({ paymentLinkId: '../x' }))).toEqual({
      code: 400,
      message: 'payment_link_id must be a payment link id',
    });
  });
});
