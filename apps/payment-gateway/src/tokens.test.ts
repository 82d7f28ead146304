import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from './scenarios';
import { MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';
import { CALLBACK_URL, payAtPage, payWithSavedCardAtPage } from './testing/sandbox-client';

const CARD = '5555 5555 5555 4444';
const CVV = '8642';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const pageOf = (orderId: string) =>
  `${sandbox.gateway.url}/v1/checkout/${orderId}?${new URLSearchParams({ key_id: MERCHANT.keyId, callback_url: CALLBACK_URL })}`;

async function newCustomer(): Promise<string> {
  const created = await sandbox.api.post('/v1/customers', { notes: { user_id: 'u1' } });
  expect(created.status).toBe(200);
  return created.body.id;
}

async function orderFor(customerId?: string) {
  const created = await sandbox.api.post('/v1/orders', {
    amount: 25_000,
    currency: 'INR',
    ...(customerId ? { customer_id: customerId } : {}),
  });
  expect(created.status).toBe(200);
  return created.body as { id: string };
}

const tokensOf = async (customerId: string) =>
  (await sandbox.api.get(`/v1/customers/${customerId}/tokens`)).body;

async function deleteToken(customerId: string, tokenId: string, keys = MERCHANT) {
  const response = await fetch(`${sandbox.gateway.url}/v1/customers/${customerId}/tokens/${tokenId}`, {
    method: 'DELETE',
    headers: { authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}` },
  });
  return { status: response.status, body: await response.json() };
}

/** A customer who saved `number` by paying for an order with "Save this card" ticked. */
async function customerWithSavedCard(number = CARD) {
  const customerId = await newCustomer();
  const trip = await payAtPage(pageOf((await orderFor(customerId)).id), { number, cvv: CVV, save: true });
  expect(trip.returned?.fields.razorpay_payment_id).toBeTruthy();
  return { customerId, token: (await tokensOf(customerId)).items[0] };
}

describe('customers and their saved cards (tokens)', () => {
  it('creates customers and checks what they are created with', async () => {
    const created = await sandbox.api.post('/v1/customers', { name: 'Asha Rao', email: 'asha@vitrine.test' });
    expect(created.body).toMatchObject({ entity: 'customer', name: 'Asha Rao', email: 'asha@vitrine.test' });
    expect(created.body.id).toMatch(/^cust_[0-9A-Za-z]{14}$/);
    expect((await sandbox.api.get(`/v1/customers/${created.body.id}`)).body.id).toBe(created.body.id);

    const badEmail = await sandbox.api.post('/v1/customers', { email: 'not an email' });
    expect(badEmail).toMatchObject({ status: 400, body: { error: { field: 'email' } } });
    const unknown = await sandbox.api.post('/v1/customers', { card_number: CARD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.description).toBe('card_number is/are not required and should not be sent');
    const badOrder = await sandbox.api.post('/v1/orders', { amount: 100, currency: 'INR', customer_id: 'x' });
    expect(badOrder).toMatchObject({ status: 400, body: { error: { field: 'customer_id' } } });
  });

  it('saves the card of a captured payment when asked: its summary only', async () => {
    const { customerId, token } = await customerWithSavedCard();
    const tokens = await tokensOf(customerId);
    expect(tokens).toMatchObject({ entity: 'collection', count: 1 });
    const year = new Date().getFullYear() + 5;
    expect(token).toMatchObject({
      entity: 'token',
      method: 'card',
      card: { last4: '4444', network: 'MasterCard', type: 'credit', name: 'Asha Rao', expiry_month: 12 },
    });
    expect(token.card.expiry_year).toBe(year);
    expect(token.id).toMatch(/^token_[0-9A-Za-z]{14}$/);
    expect(JSON.stringify(tokens)).not.toMatch(/5555555555554444|8642/);
    // The same card saved again replaces its token instead of listing it twice.
    await payAtPage(pageOf((await orderFor(customerId)).id), { number: CARD, save: true });
    expect((await tokensOf(customerId)).count).toBe(1);
  });

  it('saves nothing unless asked, and nothing for a declined payment', async () => {
    const customerId = await newCustomer();
    await payAtPage(pageOf((await orderFor(customerId)).id), { number: SANDBOX_CARDS.success });
    await payAtPage(pageOf((await orderFor(customerId)).id), { number: SANDBOX_CARDS.declined, save: true });
    await payAtPage(pageOf((await orderFor(customerId)).id), { number: CARD, save: true, otp: '000000' });
    expect((await tokensOf(customerId)).count).toBe(0);
  });

  it('offers saving only to an order naming a customer', async () => {
    const guest = await fetch(pageOf((await orderFor()).id));
    expect(await guest.text()).not.toContain('Save this card');
    const customer = await fetch(pageOf((await orderFor(await newCustomer())).id));
    expect(await customer.text()).toContain('Save this card');
  });

  it('pays with a saved card and its security code alone, still through 3-D Secure', async () => {
    const { customerId, token } = await customerWithSavedCard();
    const order = await orderFor(customerId);
    const trip = await payWithSavedCardAtPage(pageOf(order.id), token.id, '321');
    expect(trip.cardPage.html).toContain('MasterCard card ending 4444');
    expect(trip.otpPage.html).toContain('Enter the one-time password');
    expect(trip.returned?.fields.razorpay_order_id).toBe(order.id);
    const payment = await sandbox.api.get(`/v1/payments/${trip.returned?.fields.razorpay_payment_id}`);
    expect(payment.body).toMatchObject({
      status: 'captured',
      card: { last4: '4444', network: 'MasterCard' },
    });
  });

  it('refuses a saved card without its security code, or one that is not the customer’s', async () => {
    const { customerId, token } = await customerWithSavedCard();
    const noCvv = await payWithSavedCardAtPage(pageOf((await orderFor(customerId)).id), token.id, '');
    expect(noCvv.otpPage.status).toBe(400);
    expect(noCvv.otpPage.html).toContain('The CVV must be 3 or 4 digits');

    const other = await customerWithSavedCard(SANDBOX_CARDS.success);
    const stranger = await orderFor(other.customerId);
    const form = new URLSearchParams({
      key_id: MERCHANT.keyId,
      callback_url: CALLBACK_URL,
      token: token.id,
      token_cvv: '123',
    });
    const refused = await fetch(`${sandbox.gateway.url}/v1/checkout/${stranger.id}`, {
      method: 'POST',
      body: form,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This saved card is no longer available');
    expect((await sandbox.otherApi.get(`/v1/customers/${customerId}/tokens`)).status).toBe(404);
  });

  it('deletes a saved card, only through its own customer', async () => {
    const { customerId, token } = await customerWithSavedCard();
    const other = await newCustomer();
    expect((await deleteToken(other, token.id)).status).toBe(404);
    expect((await tokensOf(customerId)).count).toBe(1);
    expect(await deleteToken(customerId, token.id)).toEqual({ status: 200, body: { deleted: true } });
    expect((await tokensOf(customerId)).count).toBe(0);
    expect((await deleteToken(customerId, token.id)).status).toBe(404);
    const page = await fetch(pageOf((await orderFor(customerId)).id));
    expect(await page.text()).not.toContain('data-saved-card');
  });

  it('never writes the card number or the security code to its log', () => {
    expect(sandbox.logs.filter((line) => /5555|8642/.test(line.replace(/ending 4444/g, '')))).toEqual([]);
  });
});
