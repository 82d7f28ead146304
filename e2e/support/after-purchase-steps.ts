import { SANDBOX_CARDS, SANDBOX_OTP } from '@vitrine/payment-gateway';
import type { TestPlatform } from '@vitrine/platform/testing';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { showsText } from './cart-journeys';
import { waitForHydration } from './shop';

// Steps of the after-purchase journey: what the shopper buys, how she pays, and the merchant's fulfilment page.

type Db = TestPlatform['platform']['services']['db'];

export interface ItemToBuy {
  /** The product page with its size chosen. */
  path: string;
  productUid: number;
}

/**
 * Two different products, each with a size whose fullest store (the one the bag takes it from) is the same
 * store, so the order is one shipment of two items. The shop's own rule, read from its stock: the shopper's
 * pages do not say which store a size ships from.
 */
export async function twoItemsFromOneStore(db: Db): Promise<[ItemToBuy, ItemToBuy]> {
  const { rows } = await sql<{ slug: string; size: string; product_uid: number; store_uid: number }>`
    WITH fullest AS (
      SELECT DISTINCT ON (i.size_id) i.size_id, i.store_uid, i.quantity
      FROM inventory i ORDER BY i.size_id, i.quantity DESC, i.store_uid)
    SELECT p.slug, ps.size, p.uid AS product_uid, f.store_uid
    FROM fullest f JOIN product_sizes ps ON ps.id = f.size_id JOIN products p ON p.uid = ps.product_uid
    WHERE p.is_active AND p.online_at <= now() AND f.quantity >= 2
    ORDER BY f.store_uid, p.uid, ps.id`.execute(db);
  const byStore = new Map<number, Map<number, ItemToBuy>>();
  for (const row of rows) {
    const items = byStore.get(row.store_uid) ?? new Map<number, ItemToBuy>();
    if (!items.has(row.product_uid)) {
      const path = `/product/${row.slug}?size=${encodeURIComponent(row.size)}`;
      items.set(row.product_uid, { path, productUid: row.product_uid });
    }
    byStore.set(row.store_uid, items);
    if (items.size === 2) return [...items.values()] as [ItemToBuy, ItemToBuy];
  }
  throw new Error('No store is the fullest for sizes of two different products');
}

/** On the product page: adds its chosen size to the bag, and waits for the bag to count `count`. */
export async function addToBag(page: Page, shopUrl: string, item: ItemToBuy, count: number): Promise<void> {
  await page.goto(`${shopUrl}${item.path}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await showsText(page.getByTestId('cart-count'), String(count));
}

/** On the gateway's own pages: the sandbox's card that succeeds, then the bank's one-time password. */
export async function payByCardAtGateway(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill(SANDBOX_CARDS.success);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('CVV').fill('7391');
  await page.getByLabel('Name on card').fill('Asha Rao');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel('One-time password').fill(SANDBOX_OTP);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** The merchant in the theme editor, signed in with the editor token, on its Fulfilment page (a tab of its own). */
export async function openFulfilment(page: Page, shopUrl: string, editorToken: string): Promise<Page> {
  await page.goto(`${shopUrl}/editor/`);
  await page.getByLabel('Editor token').fill(editorToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const link = page.getByRole('link', { name: 'Fulfilment' });
  await link.waitFor();
  const [fulfilment] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await fulfilment.getByRole('heading', { name: 'Fulfilment' }).waitFor();
  return fulfilment;
}

/** Presses a move's button on a shipment's row and waits until the row shows the status it leads to. */
export async function press(row: Locator, button: string, status: string | RegExp): Promise<void> {
  await row.getByRole('button', { name: button, exact: true }).click();
  await expect
    .poll(() => row.getAttribute('data-status'), { timeout: 30_000 })
    .toMatch(typeof status === 'string' ? new RegExp(`^${status}$`) : status);
}

/** Rupees as the shop shows them (₹1,234.5 → 1234.5). */
export const rupeesIn = (text: string | null): number =>
  Number((/[\d,]+(\.\d+)?/.exec(text ?? '')?.[0] ?? 'NaN').replace(/,/g, ''));

/** Waits until `locator` shows `text`, for steps that take longer than the shop's usual pages (a refund run). */
export const showsTextWithin = (locator: Locator, text: string, timeout: number) =>
  expect.poll(() => locator.textContent(), { timeout }).toBe(text);
