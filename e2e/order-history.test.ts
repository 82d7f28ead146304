import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { smallTapTargets } from './support/cart-journeys';
import { ASHA, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** The orders the list shows, newest first. */
const listedOrders = (page: Page) =>
  page
    .getByTestId('order-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order-id') ?? ''));

/** Chooses a date filter; with JavaScript the list follows at once (no Apply needed). */
async function chooseDates(page: Page, days: number): Promise<string[]> {
  await page.getByTestId('order-date-filter').selectOption(String(days));
  await page.waitForURL((url) => url.searchParams.get('selected_date_filter') === String(days));
  await page.locator(`[data-testid="orders-page"][data-days="${days}"]`).waitFor();
  return listedOrders(page);
}

describe('order history', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('lists Asha’s orders, narrows them by date and status, and downloads a delivered shipment’s invoice', async () => {
    const page = await browser().context.newPage();
    try {
      await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent('/profile/orders/')}`);
      await signInWithPassword(page, ASHA);
      await page.waitForURL(`${shopUrl}/profile/orders/`);
      await waitForHydration(page);

      // The last 24 months by default: the seeded history (40, 200 and 400 days old among them), newest first.
      expect(await page.getByTestId('order-date-filter').inputValue()).toBe('730');
      const all = await listedOrders(page);
      expect(all.length).toBeGreaterThanOrEqual(5);
      const oldest = all.at(-1) ?? '';

      const lastMonth = await chooseDates(page, 30);
      const lastYear = await chooseDates(page, 365);
      const halfYear = await chooseDates(page, 180);
      expect(lastMonth.length).toBeLessThan(halfYear.length);
      expect(halfYear.length).toBeLessThan(lastYear.length);
      expect(lastYear.length).toBeLessThan(all.length);
      for (const list of [lastMonth, halfYear, lastYear]) {
        expect(list).not.toContain(oldest);
        for (const id of list) expect(all).toContain(id);
      }

      // Status: delivered only, over 24 months: the oldest order (delivered 400 days ago) is one of them.
      await chooseDates(page, 730);
      await page.getByTestId('order-status-filter').selectOption({ label: 'Delivered' });
      await page.waitForURL((url) => url.searchParams.get('status') === '2');
      await page.locator('[data-testid="orders-page"][data-status="2"]').waitFor();
      const delivered = await listedOrders(page);
      expect(delivered).toContain(oldest);
      expect(
        await page.locator('[data-testid="shipment-status"]:not([data-status="delivered"])').count(),
      ).toBe(
        await page
          .locator(
            '[data-testid="order-card"]:has([data-status="delivered"]) [data-testid="shipment-status"]:not([data-status="delivered"])',
          )
          .count(),
      );

      // The delivered shipment: its lines, tracking, and invoice.
      const card = page.locator(`[data-testid="order-card"][data-order-id="${oldest}"]`);
      await card
        .locator(
          '[data-testid="order-shipment"]:has([data-status="delivered"]) [data-testid="open-shipment"]',
        )
        .first()
        .click();
      await page.waitForURL(/\/profile\/orders\/shipment\/\d+\/$/);
      await page.getByTestId('shipment-details').waitFor();
      expect(await page.getByTestId('tracking-event').count()).toBeGreaterThanOrEqual(5);
      expect(await page.getByTestId('cancel-shipment').count()).toBe(0);
      const invoice = page.getByTestId('download-invoice');
      expect(await invoice.getAttribute('target')).toBe('_blank');
      const href = new URL((await invoice.getAttribute('href')) ?? '', page.url());
      const pdf = await page.request.get(href.href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      // Clicked, it opens in a tab of its own. (Chromium hands a document it shows or downloads itself over
      // without its headers: they are checked above.)
      const documents: number[] = [];
      page.context().on('response', (response) => {
        if (response.url().includes('/files/documents/')) documents.push(response.status());
      });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), invoice.click()]);
      await expect.poll(() => documents).toContain(200);
      await tab.close();

      // On a phone: nothing wider than the screen, and the shipment's buttons big enough to tap.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await smallTapTargets(page, '.shipment-actions .button')).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('works before (or without) JavaScript: the filters are a plain form that narrows the list', async () => {
    const page = await browser().context.newPage();
    try {
      await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent('/profile/orders/')}`);
      await signInWithPassword(page, ASHA);
      await page.waitForURL(`${shopUrl}/profile/orders/`);
      // From here on no script of the shop loads: the pages stay server-rendered HTML.
      await page.route('**/public/assets/**/*.js', (route) => route.abort());
      await page.reload();
      const all = await listedOrders(page);
      await page.getByTestId('order-date-filter').selectOption('30');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.get('selected_date_filter') === '30');
      const lastMonth = await listedOrders(page);
      expect(lastMonth.length).toBeLessThan(all.length);
      expect(await page.getByTestId('order-date-filter').inputValue()).toBe('30');
    } finally {
      await page.close();
    }
  });
});
