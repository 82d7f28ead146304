import { SANDBOX_CARDS, SANDBOX_OTP } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, showsText } from './support/cart-journeys';
import { checkOutToPay, usePayingShop } from './support/paying-shop';
import { ASHA } from './support/shop';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const running = usePayingShop();
beforeEach(async () => {
  await browser().context.clearCookies();
});

/** Asha checks out paying by card, and lands on the gateway's card page. */
async function checkOutByCard(page: Page) {
  const { shop, gateway } = running();
  const product = await checkOutToPay(page, shop.baseUrl, 'CARD');
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
  const db = running().platform.platform.services.db;
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
      if (request.url().startsWith(running().shop.baseUrl))
        toShop.push(`${request.url()} ${request.postData() ?? ''}`);
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
      await page.waitForURL(`${running().shop.baseUrl}/cart/bag/`);
      await showsText(page.getByTestId('bag-line-name'), product.name);
    } finally {
      await page.close();
    }
  });
});
