import { type PaymentGateway, SANDBOX_OTP, startPaymentGateway } from '@vitrine/payment-gateway';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCount, showsText } from './support/cart-journeys';
import { fillAddress, openNewAddress, productToBuy } from './support/checkout-steps';
import { ASHA, signInWithPassword, waitForHydration } from './support/shop';
import { type RunningShop, startShop } from './support/shop-server';
import { useBrowser } from './support/use-browser';

const KEYS = {
  keyId: 'rzp_test_cards',
  keySecret: 'cards-key-secret',
  webhookSecret: 'cards-webhook-secret',
};
// Not one of the sandbox's listed test cards: a MasterCard that simply succeeds.
const CARD_NUMBER = '5555555555554444';
const browser = useBrowser();
let gateway: PaymentGateway;
let platform: TestPlatform;
let shop: RunningShop;

beforeAll(async () => {
  gateway = await startPaymentGateway({ merchants: [KEYS], log: () => {} });
  platform = await startTestPlatform({
    products: 20,
    config: { paymentGateway: { aggregator: 'Razorpay', url: gateway.url, ...KEYS } },
  });
  gateway.setWebhookUrl(KEYS.keyId, `${platform.baseUrl}/service/webhooks/payments/razorpay`);
  shop = await startShop({ env: { PLATFORM_URL: platform.baseUrl } });
});
afterAll(async () => {
  await shop?.stop();
  await platform?.close();
  await gateway?.close();
});

/** Asha signs in, puts a product in her bag and checks out to a Mumbai address, paying by card. */
async function checkOutByCard(page: Page) {
  await page.goto(`${shop.baseUrl}/auth/login?redirectUrl=${encodeURIComponent('/cart/bag/')}`);
  await signInWithPassword(page, ASHA);
  await page.waitForURL(`${shop.baseUrl}/cart/bag/`);
  const product = await productToBuy(page, shop.baseUrl);
  await page.goto(`${shop.baseUrl}${product.path}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await showsText(cartCount(page), '1');
  await page.goto(`${shop.baseUrl}/cart/bag/`);
  await waitForHydration(page);
  await page.getByTestId('checkout').click();
  await page.getByTestId('checkout-delivery').waitFor();
  await waitForHydration(page);
  if (await page.getByTestId('address-option').count()) {
    await page.getByTestId('address-option').first().click();
    await page.getByTestId('deliver-here').click();
  } else {
    await openNewAddress(page);
    await fillAddress(page, '400001');
    await page.getByRole('button', { name: 'Save and deliver here' }).click();
  }
  await page.waitForURL(/\/cart\/payment-info\?/);
  await page.getByTestId('payment-option').filter({ hasText: 'Credit or debit card' }).click();
  await page.getByTestId('continue-to-review').click();
  await page.waitForURL(/\/cart\/order-review\?.*payment_mode=CARD/);
  await waitForHydration(page);
  await page.getByTestId('place-order').click();
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

      await page.goto(`${shop.baseUrl}/profile/my-cards/`);
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
