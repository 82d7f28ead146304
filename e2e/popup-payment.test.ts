import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, showsText } from './support/cart-journeys';
import { checkOutToPay, usePayingShop } from './support/paying-shop';
import { waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const running = usePayingShop();
beforeEach(async () => {
  await browser().context.clearCookies();
});

const POPUP = '[data-razorpay-checkout]';

/** Asha checks out paying by wallet: the shop's page loads the gateway's script and opens its popup over itself. */
async function openPopup(page: Page) {
  const product = await checkOutToPay(page, running().shop.baseUrl, 'WL');
  await page.waitForURL(/\/cart\/pay-popup\?.*order_id=FY/);
  await waitForHydration(page);
  const popup = page.frameLocator(`${POPUP} iframe`);
  await popup.getByRole('heading', { level: 1 }).waitFor();
  expect(await popup.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Pay ₹/);
  return { product, popup };
}

describe('paying from a wallet in the gateway’s popup', () => {
  it('pays with a wallet in the popup and comes back to the order placed', async () => {
    const page = await browser().context.newPage();
    try {
      const { product, popup } = await openPopup(page);
      await popup.getByLabel('Paytm').check();
      await popup.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/);
      await showsText(page.getByTestId('order-placed'), 'Order placed');
      expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
      await expect.poll(() => cartCount(page).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('says a dismissed or declined popup did not go through, offers it again, and keeps the cart', async () => {
    const page = await browser().context.newPage();
    const { shop, gateway } = running();
    try {
      const { product } = await openPopup(page);
      await page.locator(`${POPUP} button[aria-label="Close"]`).click();
      await showsText(page.getByTestId('payment-failed'), 'Your payment did not go through');
      const fallback = await page.getByTestId('popup-fallback').getAttribute('href');
      expect(fallback).toMatch(new RegExp(`^${gateway.url}/v1/checkout/order_\\w+/wallet\\?`));

      await page.getByTestId('popup-retry').click();
      const again = page.frameLocator(`${POPUP} iframe`);
      await again.getByLabel('PhonePe').check();
      await again.getByRole('button', { name: 'Decline' }).click();
      await expect.poll(() => page.locator(POPUP).count()).toBe(0);
      await showsText(page.getByTestId('payment-failed'), 'Your payment did not go through');

      await page.getByTestId('back-to-cart').click();
      await page.waitForURL(`${shop.baseUrl}/cart/bag/`);
      await showsText(page.getByTestId('bag-line-name'), product.name);
    } finally {
      await page.close();
    }
  });
});
