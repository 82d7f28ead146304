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

/** Asha checks out by net banking: the shop's page posts her signed form to the provider's page. */
async function checkOutByNetBanking(page: Page) {
  const { shop, gateway } = running();
  const product = await checkOutToPay(page, shop.baseUrl, 'NB');
  await page.waitForURL(`${gateway.url}/payu/_payment`);
  return product;
}

describe('paying by a hidden form posted to the provider (Payumoney-style net banking)', () => {
  it('posts the signed form to the provider’s page and places the order once the provider says paid', async () => {
    const page = await browser().context.newPage();
    try {
      const product = await checkOutByNetBanking(page);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      // The provider posts the answer back to the shop's callback, which asks the platform.
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/, { timeout: 30_000 });
      await showsText(page.getByTestId('order-placed'), 'Order placed');
      expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
      await expect.poll(() => cartCount(page).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('takes a forged “success” posted to the shop’s callback only as a cue to ask: the order stays unpaid', async () => {
    const page = await browser().context.newPage();
    try {
      await checkOutByNetBanking(page);
      const orderId = /FY[0-9A-F]{16}/.exec((await page.locator('body').textContent()) ?? '')?.[0] ?? '';
      expect(orderId).not.toBe('');
      // Instead of paying, the page posts Payumoney's success fields with a made-up hash to the shop.
      const query = new URLSearchParams({ success: 'true', order_id: orderId });
      const forged = { status: 'success', txnid: orderId, mihpayid: '1', hash: 'f'.repeat(128) };
      const fields = Object.entries(forged).map(([name, value]) => `<input name="${name}" value="${value}">`);
      const action = `${running().shop.baseUrl}/cart/order-status/?${query}`;
      await page.setContent(`<form method="post" action="${action}">${fields.join('')}</form>`);
      await page.evaluate(() => document.forms[0].submit());
      await page.waitForURL(/\/cart\/order-status\/\?/);
      await showsText(page.getByTestId('payment-pending'), 'We are confirming your payment');
      expect(await page.getByTestId('order-placed').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('says a declined payment did not go through, and keeps the cart', async () => {
    const page = await browser().context.newPage();
    try {
      const product = await checkOutByNetBanking(page);
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
