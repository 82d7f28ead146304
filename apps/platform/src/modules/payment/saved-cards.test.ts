import { Writable } from 'node:stream';
import type { PaymentGateway } from '@vitrine/payment-gateway';
import { payAtPage, payWithSavedCardAtPage } from '@vitrine/payment-gateway/testing';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { officialClients, rejection } from '../user/test-clients';
import { cardCustomerFor } from './card-customers';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

// Not a sandbox test card (the checkout page lists those), so finding it anywhere means it leaked.
const CARD_NUMBER = '5555555555554444';
const CVV = '8642';
const CALLBACK = 'http://shop.test/cart/order-status/';
const gatewayLog: string[] = [];
const platformLog: string[] = [];
let gateway: PaymentGateway;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let address: string;
let article: string;
const db = () => platform.platform.services.db;

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({ gateway: { log: (line) => gatewayLog.push(line) } });
  ({ gateway, platform, asha, ravi, address, article } = shop);
  // Everything the platform logs from here on, at every level.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      platformLog.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  platform.platform.services.log = pino({ level: 'trace' }, stream);
});
afterAll(() => shop?.close());

/** Asha's new cart of one article, checked out to pay by card: the gateway's page to pay it at. */
async function checkOutByCard(): Promise<{ orderId: string; page: string }> {
  await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db());
  const { cart } = await asha.v3.cart.addItems({ b: true, body: { items: [{ article_id: article }] } });
  const answer = await asha.v3.cart.checkoutCartV2({
    body: {
      id: cart.id,
      address_id: address,
      payment_mode: 'CARD',
      payment_methods: [{ mode: 'CARD', payment: 'required', payment_meta: { payment_gateway: 'Razorpay' } }],
      callback_url: CALLBACK,
    },
  });
  return { orderId: answer.order_id, page: answer.data.redirect_url };
}

async function paid(orderId: string) {
  for (const started = Date.now(); Date.now() - started < 30_000; ) {
    const order = await db()
      .selectFrom('orders')
      .select('payment_status')
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (order?.payment_status === 'paid') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const ashaCards = async () => (await asha.v3.payment.getActiveUserCards({})).data;

/** Saves Asha's card by paying for an order with "Save this card" ticked. */
async function saveAshasCard(): Promise<Json> {
  const { orderId, page } = await checkOutByCard();
  await payAtPage(page, { number: CARD_NUMBER, cvv: CVV, name: 'Asha Rao', save: true });
  expect(await paid(orderId)).toBe(true);
  return (await ashaCards()).at(-1);
}

describe('saved cards', () => {
  it('lists nothing, and names no customer, before a card was ever saved', async () => {
    expect(await asha.v1.payment.getActiveUserCards({})).toEqual({ success: true, message: '', data: [] });
    const aggregator = await asha.v1.payment.getActiveCardAggregator({});
    expect(aggregator).toEqual({
      success: true,
      message: '',
      cards: { aggregator: 'Razorpay', api: gateway.url, customer_id: null },
    });
  });

  it('saves a card paid with "Save this card" ticked, at the gateway, and lists it masked', async () => {
    const card = await saveAshasCard();
    const year = new Date().getFullYear() + 5;
    expect(card).toEqual({
      aggregator_name: 'Razorpay',
      card_id: expect.stringMatching(/^token_/),
      card_reference: card.card_id,
      card_number: 'XXXX-XXXX-XXXX-4444',
      card_name: 'Asha Rao',
      card_brand: 'MasterCard',
      card_type: 'credit',
      card_issuer: '',
      nickname: '',
      exp_month: 12,
      exp_year: year,
      expired: false,
      compliant_with_tokenisation_guidelines: true,
    });
    expect((await asha.v1.payment.getActiveUserCards({ forceRefresh: true })).data).toEqual([card]);
    const stored = await db().selectFrom('payment_customers').selectAll().execute();
    expect(stored).toHaveLength(1);
    const aggregator = await asha.v3.payment.getActiveCardAggregator({ refresh: true });
    expect(aggregator.cards.customer_id).toBe(stored[0].customer_id);
    expect(
      await asha.v1.payment.attachCardToCustomer({ body: { card_id: card.card_id, nickname: 'Mine' } }),
    ).toEqual({
      success: true,
      message: 'Card attached',
      data: card,
    });
  });

  it('pays again with the saved card and its security code alone', async () => {
    const [card] = await ashaCards();
    const { orderId, page } = await checkOutByCard();
    const trip = await payWithSavedCardAtPage(page, card.card_id, '321');
    expect(trip.otpPage.html).toContain('one-time password');
    expect(trip.returned?.action).toBe(`${CALLBACK}?order_id=${orderId}`);
    expect(await paid(orderId)).toBe(true);
    // The same gateway customer every time: one row per shopper.
    expect(await db().selectFrom('payment_customers').selectAll().execute()).toHaveLength(1);
  });

  it('answers 404 for another shopper’s card, which stays saved', async () => {
    const [card] = await ashaCards();
    const remove = (client: { v1: Json; v3: Json }) =>
      rejection(client.v3.payment.deleteUserCard({ body: { card_id: card.card_id } }));
    const attach = (client: { v1: Json; v3: Json }) =>
      rejection(client.v1.payment.attachCardToCustomer({ body: { card_id: card.card_id } }));
    // Ravi before and after he is a customer at the gateway himself.
    expect(await remove(ravi)).toEqual({ code: 404, message: 'Card not found' });
    const raviId = (await ravi.v3.user.getLoggedInUser()).user._id;
    const settings = platform.platform.services.config.paymentGateway;
    if (!settings) throw new Error('no gateway settings');
    expect(
      await cardCustomerFor(db(), settings, { applicationId: platform.applicationId, userId: raviId }),
    ).toMatch(/^cust_/);
    expect(await remove(ravi)).toEqual({ code: 404, message: 'Card not found' });
    expect(await attach(ravi)).toEqual({ code: 404, message: 'Card not found' });
    expect(await ravi.v3.payment.getActiveUserCards({})).toMatchObject({ data: [] });
    expect((await ashaCards()).map((saved: Json) => saved.card_id)).toEqual([card.card_id]);
    const visitor = officialClients(platform);
    expect((await rejection(visitor.v3.payment.getActiveUserCards({}))).code).toBe(401);
    expect(
      (await rejection(visitor.v3.payment.deleteUserCard({ body: { card_id: card.card_id } }))).code,
    ).toBe(401);
  });

  it('refuses bad input with a 400 that says what to send', async () => {
    const remove = (body: Json) => rejection(asha.v3.payment.deleteUserCard({ body }));
    expect(await remove({ card_id: '' })).toEqual({ code: 400, message: 'card_id is required' });
    expect(await remove({})).toMatchObject({ code: 400, message: 'card_id is required' });
    expect(await remove({ card_id: '../../orders' })).toEqual({
      code: 400,
      message: 'card_id must be the card_id of one of your saved cards',
    });
    expect(await remove({ card_id: 'token_x', card_number: CARD_NUMBER })).toEqual({
      code: 400,
      message: 'Unknown body parameter: card_number',
    });
    expect(await rejection(asha.v3.payment.cardDetails({ cardInfo: '41x' }))).toEqual({
      code: 400,
      message: 'card_info must be the first 6 or more digits of the card number (its IIN)',
    });
  });

  it('names a card’s network from its first digits', async () => {
    const brand = async (digits: string) => (await asha.v1.payment.cardDetails({ cardInfo: digits })).data;
    expect(await brand('411111')).toMatchObject({ status: true, id: '411111', card_brand: 'Visa' });
    expect(await brand('378282')).toMatchObject({
      card_brand: 'American Express',
      extended_card_type: 'american-express',
    });
    expect(await brand('652150')).toMatchObject({ card_brand: 'RuPay', is_domestic_card: true });
    expect(await brand('601100')).toMatchObject({ card_brand: 'Discover' });
    expect(await brand('222100')).toMatchObject({ card_brand: 'MasterCard' });
    expect(await brand('999999')).toMatchObject({ status: false, card_brand: 'Unknown' });
    // A whole number is read for its IIN only; nothing more is answered (or kept).
    expect((await brand(CARD_NUMBER)).id).toBe('555555');
  });

  it('deletes a saved card at the gateway', async () => {
    const [card] = await ashaCards();
    expect(await asha.v1.payment.deleteUserCard({ body: { card_id: card.card_id } })).toEqual({
      success: true,
      message: 'Card removed',
    });
    expect(await ashaCards()).toEqual([]);
    expect(await rejection(asha.v3.payment.deleteUserCard({ body: { card_id: card.card_id } }))).toEqual({
      code: 404,
      message: 'Card not found',
    });
  });

  it('keeps no card number or security code in any table or log line', async () => {
    const { rows: tables } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db());
    const holding = async (pattern: string) => {
      const found: string[] = [];
      for (const { name } of tables) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.table(name)} AS r
          WHERE r::text ~ ${pattern}`.execute(db());
        if (rows[0].n > 0) found.push(name);
      }
      return found;
    };
    const cardPattern = CARD_NUMBER.replace(/(\d{4})(?=\d)/g, '$1[ -]?');
    const cvvPattern = `(^|[^0-9A-Za-z])${CVV}([^0-9A-Za-z]|$)`;
    expect(await holding(cardPattern)).toEqual([]);
    expect(await holding(cvvPattern)).toEqual([]);
    // The search finds what is stored: the gateway customer's id.
    const [customer] = await db().selectFrom('payment_customers').select('customer_id').execute();
    expect(await holding(customer.customer_id)).toEqual(['payment_customers']);

    const logs = [...platformLog, ...gatewayLog];
    expect(platformLog.length).toBeGreaterThan(0);
    expect(gatewayLog.join('\n')).toContain('ending 4444');
    expect(logs.filter((line) => new RegExp(cardPattern).test(line))).toEqual([]);
    expect(logs.filter((line) => new RegExp(cvvPattern).test(line))).toEqual([]);
  });
});
