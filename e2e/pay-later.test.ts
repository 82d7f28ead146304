import { SANDBOX_PAY_LATER_PHONES } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { showsText } from './support/cart-journeys';
import { checkOutToPay, checkOutToPaymentStep, usePayingShop } from './support/paying-shop';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const running = usePayingShop();
beforeEach(async () => {
  await browser().context.clearCookies();
});

/** Asha's mobile number, as pay-later providers are asked about it. */
async function setAshaPhone(phone: string) {
  const phones = JSON.stringify([{ phone, country_code: 91, active: true, primary: true, verified: true }]);
  await sql`UPDATE users SET phone_numbers = ${phones}::jsonb WHERE emails::text LIKE '%asha@vitrine.test%'`.execute(
    running().platform.platform.services.db,
  );
}

describe('paying later', () => {
  it('an eligible shopper authorizes with Simpl and sees the order placed', async () => {
    await setAshaPhone(SANDBOX_PAY_LATER_PHONES.approved);
    const page = await browser().context.newPage();
    try {
      const product = await checkOutToPay(page, running().shop.baseUrl, 'PL', 'Simpl');
      await page.waitForURL(/\/paylater\/simpl\/authorize\//);
      await page.getByLabel('Mobile number').fill(SANDBOX_PAY_LATER_PHONES.approved);
      await page.getByRole('button', { name: 'Authorize and pay later' }).click();
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/, { timeout: 30_000 });
      await showsText(page.getByTestId('order-placed'), 'Order placed');
      expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
    } finally {
      await page.close();
    }
  });

  it('a shopper Simpl does not approve sees the option disabled', async () => {
    await setAshaPhone(SANDBOX_PAY_LATER_PHONES.notFound);
    const page = await browser().context.newPage();
    try {
      const shopUrl = running().shop.baseUrl;
      await checkOutToPaymentStep(page, shopUrl);
      const simpl = page.locator('[data-testid="payment-option"][data-aggregator="Simpl"]');
      await showsText(
        simpl.getByTestId('pay-later-subtitle'),
        'Sorry! Please try some other payment method!',
      );
      expect(await simpl.locator('input').isDisabled()).toBe(true);
    } finally {
      await setAshaPhone(SANDBOX_PAY_LATER_PHONES.approved);
      await page.close();
    }
  });
});
