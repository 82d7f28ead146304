import { SANDBOX_VPAS } from '@vitrine/payment-gateway';
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

/** Asha checks out paying by UPI and lands on the shop's UPI page. */
async function checkOutByUpi() {
  const page = await browser().context.newPage();
  const { shop } = running();
  const product = await checkOutToPay(page, shop.baseUrl, 'UPI');
  await page.waitForURL(/\/cart\/upi\?.*order_id=FY/);
  await waitForHydration(page);
  return { page, product };
}

async function sendRequestTo(page: Awaited<ReturnType<typeof checkOutByUpi>>['page'], vpa: string) {
  await page.getByTestId('upi-vpa').fill(vpa);
  await page.getByTestId('upi-send').click();
}

describe('paying by UPI collect', () => {
  it('sends a request to the shopper’s UPI app and places the order once they approve it there', async () => {
    const { page, product } = await checkOutByUpi();
    try {
      await expect.poll(() => page.getByTestId('upi-amount').textContent()).toMatch(/^₹/);
      await sendRequestTo(page, 'asha.rao@okicici');
      await showsText(page.getByTestId('upi-waiting'), 'Approve the payment in your UPI app');

      // The shopper's phone: the sandbox's UPI app shows the request; she approves it.
      const phone = await browser().context.newPage();
      await phone.goto(`${running().gateway.url}/upi/app/asha.rao@okicici`);
      expect(await phone.getByText('Collect request:').textContent()).toContain('₹');
      await phone.getByRole('button', { name: 'Approve and pay' }).click();
      await phone.getByText('Paid.').waitFor();
      await phone.close();

      // The shop's page asks again by itself, and moves on to the order placed.
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/, { timeout: 30_000 });
      await showsText(page.getByTestId('order-placed'), 'Order placed');
      expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
      await expect.poll(() => cartCount(page).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('says an unknown UPI ID has no account, and a declined request did not go through, then takes a new one', async () => {
    const { page } = await checkOutByUpi();
    try {
      await sendRequestTo(page, SANDBOX_VPAS.unknown);
      await showsText(
        page.getByTestId('checkout-error'),
        'This UPI ID has no account with any bank. Check it and try again.',
      );
      await sendRequestTo(page, SANDBOX_VPAS.failure);
      await showsText(
        page.getByTestId('upi-failed'),
        'The payment request was declined or ran out of time. Send a new one, or pay another way.',
      );
      await waitForHydration(page);
      await sendRequestTo(page, SANDBOX_VPAS.success);
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/, { timeout: 30_000 });
      await showsText(page.getByTestId('order-placed'), 'Order placed');
    } finally {
      await page.close();
    }
  });
});
