import {
  type PaymentGateway,
  SANDBOX_CARDS,
  SANDBOX_OTP,
  startPaymentGateway,
} from '@vitrine/payment-gateway';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartCount, showsText } from './support/cart-journeys';
import { fillAddress, openNewAddress, productToBuy } from './support/checkout-steps';
import { ASHA, signInWithPassword, waitForHydration } from './support/shop';
import { type RunningShop, startShop } from './support/shop-server';
import { useBrowser } from './support/use-browser';

const KEYS = {
  keyId: 'rzp_test_journey',
  keySecret: 'journey-key-secret',
  webhookSecret: 'journey-webhook-secret',
};
const browser = useBrowser();
let gateway: PaymentGateway;
let platform: TestPlatform;
let shop: RunningShop;

beforeAll(async () => {
  gateway = await startPaymentGateway({ merchants: [KEYS], log: () => {} });
  // The platform runs here, apart from the storefront (PLATFORM_URL), with the sandbox as its card gateway.
  platform = await startTestPlatform({
    products: 20,
    config: { paymentGateway: { aggregator: 'Razorpay', url: gateway.url, ...KEYS } },
  });
  gateway.setWebhookUrl(KEYS.keyId, `${platform.baseUrl}/service/webhooks/payments/razorpay`);
  shop = await startShop({ env: { PLATFORM_URL: platform.baseUrl } });
});
afterAll(async () => {
  await shop?.stop();
  await platform?.close();
  await gateway?.close();
});
beforeEach(async () => {
  await browser().context.clearCookies();
});

/** Asha signs in, puts a product in her bag and checks out to a Mumbai address, paying by card. */
async function checkOutByCard(page: Page) {
  await page.goto(`${shop.baseUrl}/auth/login?redirectUrl=${encodeURIComponent('/cart/bag/')}`);
  await signInWithPassword(page, ASHA);
  await page.waitForURL(`${shop.baseUrl}/cart/bag/`);
  const product = await productToBuy(page, shop.baseUrl);
  await page.goto(`${shop.baseUrl}${product.path}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await showsText(cartCount(page), '1');
  await page.goto(`${shop.baseUrl}/cart/bag/`);
  await waitForHydration(page);
  await page.getByTestId('checkout').click();
  await page.getByTestId('checkout-delivery').waitFor();
  await waitForHydration(page);
  if (await page.getByTestId('address-option').count()) {
    await page.getByTestId('address-option').first().click();
    await page.getByTestId('deliver-here').click();
  } else {
    await openNewAddress(page);
    await fillAddress(page, '400001');
    await page.getByRole('button', { name: 'Save and deliver here' }).click();
  }
  await page.waitForURL(/\/cart\/payment-info\?/);
  await page.getByTestId('payment-option').filter({ hasText: 'Credit or debit card' }).click();
  await page.getByTestId('continue-to-review').click();
  await page.waitForURL(/\/cart\/order-review\?.*payment_mode=CARD/);
  await waitForHydration(page);
  await page.getByTestId('place-order').click();
  await page.waitForURL(`${gateway.url}/v1/checkout/**`);
  return product;
}

const CVV = '7391';

/** On the gateway's own pages: the card, then the bank's one-time password. */
async function payAtGateway(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('CVV').fill(CVV);
  await page.getByLabel('Name on card').fill('Asha Rao');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel('One-time password').fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/);
}

/** Every text column of every table in the platform's database that holds `text` anywhere in it. */
async function rowsHolding(text: string): Promise<string[]> {
  const db = platform.platform.services.db;
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb', 'json', 'character varying')`.execute(
    db,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.table(table)}
      WHERE ${sql.ref(column)}::text LIKE ${`%${text}%`}`.execute(db);
    if (rows[0].n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('paying by card at the gateway', () => {
  it('takes the card through 3-D Secure and comes back to the order placed', async () => {
    const page = await browser().context.newPage();
    // Everything the browser sends the shop: the card must go to the gateway alone.
    const toShop: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(shop.baseUrl)) toShop.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    try {
      const product = await checkOutByCard(page);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Pay ₹/);
      await payAtGateway(page, SANDBOX_CARDS.success);
      await showsText(page.getByTestId('order-placed'), 'Order placed');
      const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
      await showsText(page.getByTestId('order-id'), orderId);
      expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
      await expect.poll(() => cartCount(page).count()).toBe(0);

      const number = SANDBOX_CARDS.success;
      expect(toShop.filter((sent) => sent.includes(number) || sent.includes(CVV))).toEqual([]);
      expect(await rowsHolding(number)).toEqual([]);
      // The search does find what is stored: Asha's own e-mail address.
      expect(await rowsHolding(ASHA.email)).not.toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('says a declined card did not go through, and keeps the cart', async () => {
    const page = await browser().context.newPage();
    try {
      const product = await checkOutByCard(page);
      await payAtGateway(page, SANDBOX_CARDS.declined);
      await showsText(page.getByTestId('payment-failed'), 'Your payment did not go through');
      await page.getByTestId('back-to-cart').click();
      await page.waitForURL(`${shop.baseUrl}/cart/bag/`);
      await showsText(page.getByTestId('bag-line-name'), product.name);
    } finally {
      await page.close();
    }
  });
});
