import { SANDBOX_OTP } from '@vitrine/payment-gateway';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { showsText } from './support/cart-journeys';
import { checkOutToPay, usePayingShop } from './support/paying-shop';
import { waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

// Not one of the sandbox's listed test cards: a MasterCard that simply succeeds.
const CARD_NUMBER = '5555555555554444';
const browser = useBrowser();

const running = usePayingShop();

/** Asha checks out paying by card, and lands on the gateway's card page. */
async function checkOutByCard(page: Page) {
  const { shop, gateway } = running();
  await checkOutToPay(page, shop.baseUrl, 'CARD');
  await page.waitForURL(`${gateway.url}/v1/checkout/**`);
}

describe('saved cards', () => {
  it('saves the card paid with, lists it under My cards, and deletes it', async () => {
    const page = await browser().context.newPage();
    try {
      await checkOutByCard(page);
      await page.getByLabel('Card number').fill(CARD_NUMBER);
      await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
      await page.getByLabel('CVV').fill('8642');
      await page.getByLabel('Name on card').fill('Asha Rao');
      await page.getByLabel('Save this card').check();
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByLabel('One-time password').fill(SANDBOX_OTP);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/);
      await showsText(page.getByTestId('order-placed'), 'Order placed');

      await page.goto(`${running().shop.baseUrl}/profile/my-cards/`);
      await waitForHydration(page);
      const card = page.getByTestId('saved-card');
      await expect.poll(() => card.count()).toBe(1);
      await showsText(card.getByTestId('saved-card-number'), 'XXXX-XXXX-XXXX-4444');
      await showsText(card.getByTestId('saved-card-brand'), 'MasterCard');
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('Asha Rao');
      expect(text).toContain(`Expires 12/${(new Date().getFullYear() + 3) % 100}`);

      await card.getByTestId('delete-card').click();
      await page.getByTestId('confirm-delete-card').click();
      await page.getByTestId('no-saved-cards').waitFor();
      expect(await page.getByTestId('saved-card').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
