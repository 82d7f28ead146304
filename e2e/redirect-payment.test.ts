import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, showsText } from './support/cart-journeys';
import { checkOutToPay, usePayingShop } from './support/paying-shop';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const running = usePayingShop({ providerAccounts: true });
beforeEach(async () => {
  await browser().context.clearCookies();
});

/** Asha checks out to pay later with Rupifi: the platform creates the payment and she is sent to its page. */
async function checkOutByRupifi(page: Page) {
  const { shop, gateway } = running();
  const product = await checkOutToPay(page, shop.baseUrl, 'RUPIFIPG');
  await page.waitForURL(new RegExp(`^${gateway.url}/rupifi/drawdown/rpf_`));
  return product;
}

describe('paying by redirect to the provider (Rupifi-style pay later)', () => {
  it('sends the shopper to the provider’s page and places the order once the provider says paid', async () => {
    const page = await browser().context.newPage();
    try {
      const product = await checkOutByRupifi(page);
      await page.getByRole('button', { name: 'Confirm drawdown' }).click();
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/, { timeout: 30_000 });
      await showsText(page.getByTestId('order-placed'), 'Order placed');
      expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
      await expect.poll(() => cartCount(page).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('says a declined payment did not go through, and keeps the cart', async () => {
    const page = await browser().context.newPage();
    try {
      const product = await checkOutByRupifi(page);
      await page.getByRole('button', { name: 'Decline payment' }).click();
      await showsText(page.getByTestId('payment-failed'), 'Your payment did not go through');
      await page.getByTestId('back-to-cart').click();
      await page.waitForURL(`${running().shop.baseUrl}/cart/bag/`);
      await showsText(page.getByTestId('bag-line-name'), product.name);
    } finally {
      await page.close();
    }
  });
});
