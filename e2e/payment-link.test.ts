import { ApplicationClient, ApplicationConfig } from '@gofynd/fdk-client-javascript';
import { SANDBOX_CARDS, SANDBOX_OTP } from '@vitrine/payment-gateway';
import { describe, expect, it } from 'vitest';
import { showsText } from './support/cart-journeys';
import { usePayingShop } from './support/paying-shop';
import { ASHA, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopperBrowser = useBrowser();
/** Whoever the link was sent to: another browser, never signed in to the shop. */
const payerBrowser = useBrowser();

const running = usePayingShop();

/** Asha signs in at the shop; with her browser's session she asks for ₹1,499.50 by a payment link. */
async function ashasLink(): Promise<string> {
  const page = await shopperBrowser().context.newPage();
  try {
    await page.goto(`${running().shop.baseUrl}/auth/login?redirectUrl=${encodeURIComponent('/')}`);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${running().shop.baseUrl}/`);
  } finally {
    await page.close();
  }
  const cookies = await shopperBrowser().context.cookies(running().shop.baseUrl);
  const sdk = new ApplicationClient(
    new ApplicationConfig({
      applicationID: running().platform.applicationId,
      applicationToken: running().platform.applicationToken,
      domain: running().platform.baseUrl,
      logLevel: 'ERROR',
    }),
    {},
  );
  sdk.setCookie(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
  const created = await sdk.payment.createPaymentLink({
    body: {
      amount: 1499.5,
      description: 'Alteration of a sherwani',
      email: 'payer@example.com',
      mobile_number: '',
      external_order_id: 'ALT-7',
      meta: { cart_id: '', checkout_mode: 'self', amount: '1499.5' },
    },
  });
  return (created as { payment_link_id: string }).payment_link_id;
}

describe('a payment link', () => {
  it('is paid by card in another browser, and its page then says paid', async () => {
    const id = await ashasLink();
    const page = await payerBrowser().context.newPage();
    try {
      await page.goto(`${running().shop.baseUrl}/payment/link/${id}/`);
      await showsText(page.getByTestId('payment-link-amount'), '₹1,499.50');
      await showsText(page.getByTestId('payment-link-description'), 'Alteration of a sherwani');
      await showsText(page.getByTestId('payment-link-status'), 'Waiting for payment');
      // Outside the main layout: no header, no footer, no sign-in link.
      expect(await page.locator('#main').count()).toBe(0);
      expect(await page.getByTestId('sign-in-link').count()).toBe(0);
      await waitForHydration(page);
      await page.getByTestId('payment-link-pay').click();
      await page.waitForURL(`${running().gateway.url}/v1/checkout/**`);

      await page.getByLabel('Card number').fill(SANDBOX_CARDS.success);
      await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
      await page.getByLabel('CVV').fill('123');
      await page.getByLabel('Name on card').fill('Meera Iyer');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByLabel('One-time password').fill(SANDBOX_OTP);
      await page.getByRole('button', { name: 'Submit' }).click();

      await page.waitForURL(new RegExp(`/payment/link/${id}/\\?returned=`));
      await page.getByTestId('payment-link-paid').waitFor({ timeout: 30_000 });
      await showsText(page.getByTestId('payment-link-status'), 'Paid');
      expect(await page.getByTestId('payment-link-pay').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('answers 404 for a link never made, with no button to follow', async () => {
    const page = await payerBrowser().context.newPage();
    try {
      const response = await page.goto(`${running().shop.baseUrl}/payment/link/${'0'.repeat(32)}/`);
      expect(response?.status()).toBe(404);
      await showsText(page.getByTestId('payment-link-not-found').locator('h1'), 'Payment link not found');
      expect(await page.getByRole('link', { name: 'Go to home' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
