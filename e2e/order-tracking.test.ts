import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { toldAnalytics } from './support/cart-journeys';
import { ASHA, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** Asha's mobile number (seed/shoppers.ts), as a visitor might type it. */
const ASHA_MOBILE = '98765 43210';

/** The newest of Asha's orders, read off her order list; then she signs out (cookies cleared). */
async function ashasNewestOrder(page: Page): Promise<{ orderId: string; shipmentIds: string[] }> {
  await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent('/profile/orders/')}`);
  await signInWithPassword(page, ASHA);
  await page.waitForURL(`${shopUrl}/profile/orders/`);
  const card = page.getByTestId('order-card').first();
  const orderId = (await card.getAttribute('data-order-id')) ?? '';
  const shipmentIds = await card
    .getByTestId('order-shipment')
    .evaluateAll((shipments) => shipments.map((s) => s.getAttribute('data-shipment-id') ?? ''));
  await browser().context.clearCookies();
  return { orderId, shipmentIds };
}

async function trackAsVisitor(page: Page, orderId: string, contact: string): Promise<void> {
  await page.goto(`${shopUrl}/order-tracking/`);
  await waitForHydration(page);
  await page.getByTestId('tracking-order-id').fill(orderId);
  await page.getByTestId('tracking-contact').fill(contact);
  await page.getByTestId('track-order').click();
}

describe('order tracking', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('lets a visitor track an order by its id and mobile number, shipment by shipment', async () => {
    const page = await browser().context.newPage();
    const told = toldAnalytics(page);
    try {
      const { orderId, shipmentIds } = await ashasNewestOrder(page);
      expect(orderId).toMatch(/^FY/);

      await trackAsVisitor(page, orderId, ASHA_MOBILE);
      await page.waitForURL(`${shopUrl}/order-tracking/${orderId}/`);
      const tracked = page.getByTestId('tracked-order');
      expect(await tracked.getAttribute('data-order-id')).toBe(orderId);
      expect(await page.getByTestId('tracked-shipment').count()).toBe(shipmentIds.length);
      expect(await page.getByTestId('tracking-event').count()).toBeGreaterThan(0);
      // A visitor gets no link to the signed-in shipment page.
      expect(await page.getByTestId('open-shipment').count()).toBe(0);
      await expect.poll(() => told.includes('tracking_view'), { timeout: 10_000 }).toBe(true);

      // One shipment's own page, and a reload: what the visitor typed is kept for the order's pages.
      await waitForHydration(page);
      await page.getByTestId('track-one-shipment').first().click();
      await page.waitForURL(`${shopUrl}/order-tracking/${orderId}/${shipmentIds[0]}`);
      await page.reload();
      expect(await page.getByTestId('tracked-shipment').count()).toBe(1);
      expect(await page.getByTestId('tracked-shipment').getAttribute('data-shipment-id')).toBe(
        shipmentIds[0],
      );
    } finally {
      await page.close();
    }
  });

  it('refuses a wrong mobile number or e-mail with a clear message', async () => {
    const page = await browser().context.newPage();
    try {
      const { orderId } = await ashasNewestOrder(page);
      for (const contact of ['9123456780', 'ravi@vitrine.test']) {
        await trackAsVisitor(page, orderId, contact);
        const error = page.getByTestId('tracking-error');
        await error.waitFor();
        expect(await error.textContent()).toContain('We could not find an order with this order ID');
        expect(new URL(page.url()).pathname).toMatch(/^\/order-tracking\/?$/);
      }
      // Nor does the order's page open for this visitor by its address.
      await page.goto(`${shopUrl}/order-tracking/${orderId}/`);
      expect(new URL(page.url()).pathname).toBe('/order-tracking/');
      expect(await page.getByTestId('tracking-order-id').inputValue()).toBe(orderId);
    } finally {
      await page.close();
    }
  });
});
