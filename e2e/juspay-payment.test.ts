import { SANDBOX_CARDS, SANDBOX_OTP } from '@vitrine/payment-gateway';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, showsText } from './support/cart-journeys';
import { checkOutToPay, usePayingShop } from './support/paying-shop';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const running = usePayingShop({ juspay: true });
beforeEach(async () => {
  await browser().context.clearCookies();
});

const CVV = '7391';

/** On the shop's card form: the card, posted from the browser to the provider's /txns. */
async function typeCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month (MM)').fill('12');
  await page.getByLabel('Expiry year (YYYY)').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('CVV').fill(CVV);
  await page.getByLabel('Name on card').fill('Asha Rao');
  await page.getByTestId('card-pay').click();
}

describe('paying by card at Juspay, the card posted from the shop’s own form', () => {
  it('shows a refused card’s message, then takes a good one through 3-D Secure to the order placed', async () => {
    const page = await browser().context.newPage();
    const { shop, gateway } = running();
    // Everything the browser sends the shop: the card must go to the provider alone.
    const toShop: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(shop.baseUrl)) toShop.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    try {
      const product = await checkOutToPay(page, shop.baseUrl, 'CARD', 'Juspay');
      await page.waitForURL(/\/cart\/card-form\?.*order_id=FY/);
      await page.getByTestId('card-form-page').waitFor();
      await typeCard(page, '4111111111111112');
      await showsText(page.getByTestId('card-refused'), 'The card number is not valid; check it for typos');
      await typeCard(page, SANDBOX_CARDS.success);
      await page.waitForURL(`${gateway.url}/juspay/authenticate/**`);
      await page.getByLabel('One-time password').fill(SANDBOX_OTP);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/);
      await showsText(page.getByTestId('order-placed'), 'Order placed');
      expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
      await expect.poll(() => cartCount(page).count()).toBe(0);
      const number = SANDBOX_CARDS.success;
      expect(toShop.filter((sent) => sent.includes(number) || sent.includes(CVV))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
