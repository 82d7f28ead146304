import { SANDBOX_PAY_LATER_PHONES as PHONES } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialClients, rejection } from '../user/test-clients';
import { epaylaterBanner, rupifiBanner } from './credit-banners';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;
type Shopper = { v1: Json; v3: Json };

const RUPIFI = { merchantId: 'rupifi_credit', secret: 'credit-rupifi-secret' };
let shop: PaymentShop;
let asha: Shopper;
let ravi: Shopper;
const db = () => shop.platform.platform.services.db;

beforeAll(async () => {
  shop = await startPaymentShop({
    gateway: { redirectMerchants: [RUPIFI] },
    providers: (url) => ({ rupifi: { url: `${url}/rupifi`, ...RUPIFI } }),
  });
  ({ asha, ravi } = shop);
});
afterAll(() => shop?.close());

/** Gives Ravi (who has no mobile number) these verified numbers, the first one primary. */
async function setRavisPhones(...phones: string[]) {
  const numbers = phones.map((phone, index) => ({
    phone,
    country_code: 91,
    active: true,
    primary: index === 0,
    verified: true,
  }));
  await sql`UPDATE users SET phone_numbers = ${JSON.stringify(numbers)}::jsonb
    WHERE emails::text LIKE '%ravi@vitrine.test%'`.execute(db());
}

/** Asha buys one article with Simpl: checkout, her approval on Simpl's page, and the shop's charge. */
async function buyWithSimpl() {
  await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db());
  const cart = (await asha.v3.cart.addItems({ b: true, body: { items: [{ article_id: shop.article }] } }))
    .cart;
  const answer = await asha.v3.cart.checkoutCartV2({
    body: {
      id: cart.id,
      address_id: shop.address,
      payment_mode: 'PL',
      aggregator: 'Simpl',
      payment_methods: [{ mode: 'PL', payment: 'required', payment_meta: { payment_gateway: 'Simpl' } }],
      callback_url: 'http://shop.test/cart/pay-later/',
    },
  });
  const orderId = answer.order_id as string;
  const page = new URL(answer.data.redirect_url);
  const form = new URLSearchParams(page.searchParams);
  form.set('phone_number', PHONES.approved);
  form.set('answer', 'approve');
  const back = await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const token = new URL(back.headers.get('location') ?? '').searchParams.get('transaction_token');
  const { rows } = await sql<{ amount: string }>`
    SELECT amount FROM payments WHERE order_id = ${orderId}`.execute(db());
  const amount = Number(rows[0].amount);
  const paid = await asha.v1.payment.verifyAndChargePayment({
    body: { aggregator: 'Simpl', order_id: orderId, transaction_token: token, amount },
  });
  expect(paid).toMatchObject({ success: true, status: 'complete' });
  return { orderId, amount };
}

const summaryOf = (client: Shopper, sdk: 'v1' | 'v3', aggregator = 'Simpl') =>
  client[sdk].payment.customerCreditSummary({ aggregator });

describe('credit with a pay-later aggregator', () => {
  it('shows an approved shopper’s credit line, from the aggregator', async () => {
    for (const sdk of ['v1', 'v3'] as const) {
      expect(await asha[sdk].payment.checkCredit({ aggregator: 'Simpl' })).toEqual({
        success: true,
        data: { status: true, is_registered: true, signup_url: '' },
      });
      const { data } = await summaryOf(asha, sdk);
      expect(data).toMatchObject({
        status: 'ACTIVE',
        status_message: 'Approved',
        is_eligible_for_txn: true,
        credit_line_id: expect.stringMatching(/^simpl_acc_/),
        limit: { value: 100_000, currency: 'INR', formatted_value: '₹1,00,000.00' },
        amount_available: { value: 100_000 },
      });
    }
  });

  it('takes a pay-later purchase off the available credit, and lists the order as paid and outstanding', async () => {
    const before = (await summaryOf(asha, 'v3')).data;
    const { orderId, amount } = await buyWithSimpl();
    const after = (await summaryOf(asha, 'v1')).data;
    expect(after.amount_available.value).toBeCloseTo(before.amount_available.value - amount / 100, 2);
    expect(after.due_amount.value).toBeCloseTo(before.due_amount.value + amount / 100, 2);
    expect(after.limit.value).toBe(100_000);

    const order = {
      order_id: orderId,
      amount: amount / 100,
      transaction_id: expect.stringMatching(/^pay_/),
      shipment_id: expect.any(String),
      payment_date: expect.any(String),
    };
    for (const sdk of ['v1', 'v3'] as const) {
      const paid = await asha[sdk].payment.paidOrderDetails({ aggregator: 'simpl' });
      expect(paid).toMatchObject({ success: true, status_code: 200 });
      expect(paid.data).toContainEqual(order);
    }
    const outstanding = await asha.v1.payment.outstandingOrderDetails({ aggregator: 'Simpl' });
    expect(outstanding.data).toContainEqual({ ...order, outstanding_amount: amount / 100 });
    // Paid with Simpl: Potlee's lists do not show it.
    expect((await asha.v3.payment.paidOrderDetails({ aggregator: 'Potlee' })).data).toEqual([]);
  });

  it('never shows one shopper’s orders or credit to another', async () => {
    await buyWithSimpl();
    for (const sdk of ['v1', 'v3'] as const) {
      expect((await ravi[sdk].payment.paidOrderDetails({ aggregator: 'Simpl' })).data).toEqual([]);
    }
    expect((await ravi.v1.payment.outstandingOrderDetails({ aggregator: 'Simpl' })).data).toEqual([]);
    // Ravi has no mobile number: no account, whoever else has one.
    const { data } = await summaryOf(ravi, 'v3');
    expect(data).toMatchObject({ status: 'UNREGISTERED', is_eligible_for_txn: false });
    expect(data.limit).toBeUndefined();
    expect(await ravi.v1.payment.checkCredit({ aggregator: 'Simpl' })).toEqual({
      success: true,
      data: { status: false, is_registered: false, signup_url: '' },
    });
  });

  it('says whether an amount can be paid later, with the account’s balance (v3)', async () => {
    const ok = await asha.v3.payment.validateCustomerAndCreditSummary({
      body: { aggregator: 'Simpl', transaction_amount: 500 },
    });
    expect(ok).toMatchObject({
      success: true,
      is_eligible: true,
      message: 'Approved',
      account: { status: 'ACTIVE', available_balance: { currency: 'INR' } },
    });
    const tooMuch = await asha.v3.payment.validateCustomerAndCreditSummary({
      body: { aggregator: 'Potlee', transaction_amount: 200_000 },
    });
    expect(tooMuch).toMatchObject({
      is_eligible: false,
      message: 'Oops! this transaction exceeds your Simpl credit limit.',
    });
  });

  it('checks a named cart at its own total, and answers 404 for another shopper’s cart or user id', async () => {
    const cart = (await ravi.v3.cart.addItems({ b: true, body: { items: [{ article_id: shop.article }] } }))
      .cart;
    const theirs = await rejection(
      asha.v3.payment.validateCustomerAndCreditSummary({
        body: { aggregator: 'Simpl', transaction_amount: 1, cart_id: cart.id },
      }),
    );
    expect(theirs).toMatchObject({ code: 404 });
    const { user_id: raviId } = (await ravi.v3.user.getLoggedInUser()).user;
    const other = await rejection(
      asha.v3.payment.validateCustomerAndCreditSummary({
        body: { aggregator: 'Simpl', transaction_amount: 1, user_id: raviId },
      }),
    );
    expect(other).toMatchObject({ code: 404, message: 'User not found' });
    // Asha's own cart: the amount sent (beyond her limit) gives way to the cart's total.
    const mine = (await asha.v3.cart.addItems({ b: true, body: { items: [{ article_id: shop.article }] } }))
      .cart;
    const atCartTotal = await asha.v3.payment.validateCustomerAndCreditSummary({
      body: { aggregator: 'Simpl', transaction_amount: 5_000_000, cart_id: mine.id },
    });
    expect(atCartTotal).toMatchObject({ is_eligible: true, message: 'Approved', cart_id: mine.id });
    const own = await ravi.v3.payment.validateCustomerAndCreditSummary({
      body: { aggregator: 'Simpl', transaction_amount: 1, cart_id: cart.id, user_id: raviId },
    });
    expect(own).toMatchObject({ is_eligible: false, cart_id: cart.id });
    expect(own.message).toBe('Add a verified mobile number to your account to pay later');
  });
});

describe('signing up with a pay-later aggregator', () => {
  const onboard = (client: Shopper, sdk: 'v1' | 'v3', extra: Record<string, unknown> = {}) =>
    client[sdk].payment.customerOnboard({ body: { aggregator: 'Simpl', source: 'storefront', ...extra } });

  it('gives a shopper whose number has no account a credit line, after which they may pay later', async () => {
    const none = await rejection(onboard(ravi, 'v3'));
    expect(none).toMatchObject({ code: 400, message: expect.stringContaining('verified mobile number') });

    await setRavisPhones(PHONES.notFound, PHONES.blocked);
    expect((await ravi.v1.payment.checkCredit({ aggregator: 'Simpl' })).data).toMatchObject({
      is_registered: false,
    });
    const signedUp = await onboard(ravi, 'v1');
    expect(signedUp).toEqual({
      success: true,
      data: {
        status: true,
        status_remark: 'Your Simpl credit line of ₹10,000.00 is ready',
        is_eligible_for_txn: true,
        merchant_customer_ref_id: expect.any(String),
      },
    });
    expect(await ravi.v3.payment.checkCredit({ aggregator: 'Simpl' })).toEqual({
      success: true,
      data: { status: true, is_registered: true, signup_url: '' },
    });
    expect((await summaryOf(ravi, 'v1')).data.limit.value).toBe(10_000);
    const again = await onboard(ravi, 'v3', { personal_info: { phone: `+91${PHONES.notFound}` } });
    expect(again.data.status_remark).toBe('You already have a Simpl account');
    const eligible = await ravi.v3.payment.verifyCustomerForPayment({
      body: {
        aggregator: 'Simpl',
        phone_number: PHONES.notFound,
        transaction_amount_in_paise: 50_000,
        merchant_params: {},
      },
    });
    expect(eligible.data.data.approved).toBe(true);
  });

  it('refuses a blocked number with the aggregator’s message, and a number not on the account', async () => {
    const blocked = await rejection(onboard(ravi, 'v3', { personal_info: { phone: PHONES.blocked } }));
    expect(blocked).toMatchObject({ code: 400, message: 'Oops! your account has been blocked by Simpl.' });
    const notTheirs = await rejection(onboard(ravi, 'v3', { personal_info: { phone: PHONES.approved } }));
    expect(notTheirs).toMatchObject({
      code: 400,
      message: 'personal_info.phone must be a verified mobile number of your account',
    });
  });
});

describe('the aggregators’ banners', () => {
  it('shows Rupifi’s banner with its KYC page where Rupifi is set up, and Epaylater’s only where it is', async () => {
    const anonymous = officialClients(shop.platform);
    for (const sdk of ['v1', 'v3'] as const) {
      expect(await anonymous[sdk].payment.getRupifiBannerDetails()).toEqual({
        success: true,
        data: { status: 'ENABLED', kyc_url: `${shop.gateway.url}/rupifi/signup` },
      });
      expect(await anonymous[sdk].payment.getEpaylaterBannerDetails()).toEqual({
        success: true,
        data: { display: false, status: '', message: '' },
      });
    }
    expect(rupifiBanner(undefined).data).toEqual({ status: 'DISABLED', kyc_url: '' });
    expect(epaylaterBanner(undefined).data.display).toBe(false);
    const settings = shop.platform.platform.services.config.paymentGateway;
    if (!settings) throw new Error('the test shop has no gateway');
    const withEpaylater = {
      ...settings,
      epaylater: { url: 'https://epaylater.test', merchantId: 'm', secret: 's' },
    };
    expect(epaylaterBanner(withEpaylater).data).toEqual({
      display: true,
      status: 'ENABLED',
      message: 'Pay later with ePayLater at checkout',
    });
  });
});

describe('credit calls refused', () => {
  it('answers 401 to a shopper not signed in', async () => {
    const anonymous = officialClients(shop.platform);
    const calls = [
      anonymous.v1.payment.checkCredit({ aggregator: 'Simpl' }),
      anonymous.v3.payment.customerCreditSummary({ aggregator: 'Simpl' }),
      anonymous.v3.payment.customerOnboard({ body: { aggregator: 'Simpl', source: 'web' } }),
      anonymous.v3.payment.validateCustomerAndCreditSummary({
        body: { aggregator: 'Simpl', transaction_amount: 1 },
      }),
      anonymous.v3.payment.paidOrderDetails({ aggregator: 'Simpl' }),
      anonymous.v1.payment.outstandingOrderDetails({ aggregator: 'Simpl' }),
    ];
    for (const call of calls) {
      expect(await rejection(call)).toMatchObject({ code: 401, message: 'User is not logged in' });
    }
  });

  it('answers 400 with a message for an unknown or missing aggregator, or bad input', async () => {
    const unknown = { code: 400, message: 'aggregator must be Simpl or Potlee' };
    expect(await rejection(asha.v3.payment.checkCredit({ aggregator: 'Lazypay' }))).toMatchObject(unknown);
    expect(await rejection(summaryOf(asha, 'v1', 'Lazypay'))).toMatchObject(unknown);
    expect(await rejection(asha.v1.payment.paidOrderDetails({ aggregator: 'Lazypay' }))).toMatchObject(
      unknown,
    );
    expect(await rejection(asha.v3.payment.checkCredit({}))).toMatchObject({
      code: 400,
      message: 'aggregator is required: Simpl or Potlee',
    });
    const amount = await rejection(
      asha.v3.payment.validateCustomerAndCreditSummary({
        body: { aggregator: 'Simpl', transaction_amount: 'lots' },
      }),
    );
    expect(amount).toMatchObject({ code: 400 });
  });

  it('answers 502 with a message while the aggregator cannot be reached', async () => {
    await shop.gateway.close();
    const down = {
      code: 502,
      message: 'Simpl could not be reached for your credit; try again later',
    };
    expect(await rejection(summaryOf(asha, 'v3'))).toMatchObject(down);
    expect(await rejection(asha.v1.payment.checkCredit({ aggregator: 'Simpl' }))).toMatchObject(down);
    expect(await rejection(onboard502())).toMatchObject({
      code: 502,
      message: 'Simpl could not be reached to sign you up; try again later',
    });
    // The shop's own records still answer.
    expect((await asha.v3.payment.paidOrderDetails({ aggregator: 'Simpl' })).data.length).toBeGreaterThan(0);
  });
});

const onboard502 = () => asha.v3.payment.customerOnboard({ body: { aggregator: 'Simpl', source: 'web' } });
