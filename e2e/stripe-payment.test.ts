import { SANDBOX_CARDS, SANDBOX_OTP } from '@vitrine/payment-gateway';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, showsText } from './support/cart-journeys';
import { checkOutToPay, usePayingShop } from './support/paying-shop';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const running = usePayingShop({ stripe: true });
beforeEach(async () => {
  await browser().context.clearCookies();
});

/** Asha checks out paying by card on Stripe, and lands on the session's hosted page. */
async function checkOutByStripe(page: Page) {
  const { shop, gateway } = running();
  const product = await checkOutToPay(page, shop.baseUrl, 'CARD', 'Stripe');
  await page.waitForURL(new RegExp(`^${gateway.url}/stripe/pay/cs_test_`));
  return product;
}

async function enterCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Asha Rao');
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe('paying by card on Stripe Checkout', () => {
  it('redirects to the session, takes the card through 3-D Secure and comes back to the order placed', async () => {
    const page = await browser().context.newPage();
    try {
      const product = await checkOutByStripe(page);
      await enterCard(page, SANDBOX_CARDS.success);
      await page.getByLabel('One-time password').fill(SANDBOX_OTP);
      await page.getByRole('button', { name: 'Complete payment' }).click();
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/, { timeout: 30_000 });
      await showsText(page.getByTestId('order-placed'), 'Order placed');
      expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
      await expect.poll(() => cartCount(page).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('says a declined card did not go through once the shopper cancels, and keeps the cart', async () => {
    const page = await browser().context.newPage();
    try {
      const product = await checkOutByStripe(page);
      await enterCard(page, SANDBOX_CARDS.declined);
      await showsText(page.getByRole('alert'), 'Your card was declined.');
      await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
      await showsText(page.getByTestId('payment-failed'), 'Your payment did not go through');
      await page.getByTestId('back-to-cart').click();
      await page.waitForURL(`${running().shop.baseUrl}/cart/bag/`);
      await showsText(page.getByTestId('bag-line-name'), product.name);
    } finally {
      await page.close();
    }
  });
});
