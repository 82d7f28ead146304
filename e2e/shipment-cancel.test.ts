import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { showsText, toldAnalytics } from './support/cart-journeys';
import { fillAddress, openNewAddress, productToBuy } from './support/checkout-steps';
import { ASHA, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** Empties Asha's bag (what other journeys left in it), through the bag's own buttons. */
async function emptyBag(page: Page): Promise<void> {
  await page.goto(`${shopUrl}/cart/bag/`);
  await waitForHydration(page);
  while ((await page.getByTestId('bag-line').count()) > 0) {
    const before = await page.getByTestId('bag-line').count();
    await page.getByTestId('remove-line').first().click();
    await expect.poll(() => page.getByTestId('bag-line').count()).toBeLessThan(before);
  }
}

/** Asha buys one of a product, cash on delivery, through the checkout's pages; answers the order id. */
async function placeCodOrder(page: Page): Promise<string> {
  const product = await productToBuy(page, shopUrl);
  await page.goto(`${shopUrl}${product.path}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await showsText(page.getByTestId('cart-count'), '1');
  await page.goto(`${shopUrl}/cart/bag/`);
  await waitForHydration(page);
  await page.getByTestId('checkout').click();
  await page.getByTestId('checkout-delivery').waitFor();
  await waitForHydration(page);
  await openNewAddress(page);
  await fillAddress(page, '400001');
  await page.getByRole('button', { name: 'Save and deliver here' }).click();
  await page.waitForURL(/\/cart\/payment-info\?/);
  await page.getByTestId('payment-option').filter({ hasText: 'Cash on Delivery' }).click();
  await page.getByTestId('continue-to-review').click();
  await page.waitForURL(/\/cart\/order-review\?.*payment_mode=COD/);
  await waitForHydration(page);
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
  return new URL(page.url()).searchParams.get('order_id') ?? '';
}

describe('cancelling a shipment', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('cancels an undelivered cash-on-delivery order from its cancel page', async () => {
    const page = await browser().context.newPage();
    const told = toldAnalytics(page);
    try {
      await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent('/cart/bag/')}`);
      await signInWithPassword(page, ASHA);
      await page.waitForURL(`${shopUrl}/cart/bag/`);
      await emptyBag(page);
      const orderId = await placeCodOrder(page);

      // The order's shipment, from the shopper's order list.
      await page.goto(`${shopUrl}/profile/orders/`);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
      await card.waitFor();
      const shipmentId =
        (await card.getByTestId('order-shipment').first().getAttribute('data-shipment-id')) ?? '';
      expect(shipmentId).toMatch(/^\d{17}$/);

      await page.goto(`${shopUrl}/profile/orders/shipment/update/${shipmentId}/cancel/`);
      await page.getByTestId('update-form').waitFor();
      await waitForHydration(page);
      expect(await page.getByTestId('update-line').count()).toBe(1);
      // No reason yet: the page asks for one and nothing is cancelled.
      await page.getByTestId('update-submit').click();
      await showsText(page.getByTestId('update-error'), 'Choose a reason');
      await page.getByLabel('Ordered by mistake').check();
      await page.getByTestId('update-submit').click();
      await showsText(page.getByTestId('update-status'), 'Cancelled');
      await expect.poll(() => told.includes('order_cancel'), { timeout: 10_000 }).toBe(true);

      // The shipment page shows it cancelled, and the cancel page offers nothing more.
      await page.getByTestId('update-view-shipment').click();
      await page.waitForURL(new RegExp(`/profile/orders/shipment/${shipmentId}/?$`));
      await expect
        .poll(() => page.getByTestId('shipment-status').first().getAttribute('data-status'))
        .toBe('cancelled_customer');
      await page.goto(`${shopUrl}/profile/orders/shipment/update/${shipmentId}/cancel/`);
      await page.getByTestId('update-unavailable').waitFor();
    } finally {
      await page.close();
    }
  });
});
