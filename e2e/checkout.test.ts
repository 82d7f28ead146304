import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { layoutShiftAfterLoad } from './support/browser';
import { cartCount, SCREENS, showsText, smallTapTargets, toldAnalytics } from './support/cart-journeys';
import { fillAddress, openNewAddress, productToBuy } from './support/checkout-steps';
import { ASHA, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const screens = SCREENS;

/** Rupees a price breakup row shows (a discount as a negative number). */
async function rowValue(page: Page, key: string): Promise<number> {
  const text = (await page.getByTestId(`breakup-${key}`).locator('dd').first().textContent()) ?? '';
  const value = Number(text.replace(/[^\d.]/g, ''));
  return text.includes('-') ? -value : value;
}

/** How many checkout steps analytics heard were done. */
const progress = (told: string[]) => told.filter((name) => name === 'checkout_progress').length;

/** On a phone: nothing wider than the screen, and every control big enough to tap. */
async function fitsThePhone(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(width);
  const controls =
    '.checkout button, .checkout .button, .address-option, .payment-option, .chosen-step__change';
  expect(await smallTapTargets(page, controls)).toEqual([]);
}

/** Empties Asha's bag (what other journeys left in it, too), through the bag's own buttons. */
async function emptyBag(page: Page): Promise<void> {
  await page.goto(`${shopUrl}/cart/bag/`);
  await waitForHydration(page);
  while ((await page.getByTestId('bag-line').count()) > 0) {
    const before = await page.getByTestId('bag-line').count();
    await page.getByTestId('remove-line').first().click();
    await expect.poll(() => page.getByTestId('bag-line').count()).toBeLessThan(before);
  }
}

describe('checkout', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  for (const screen of screens) {
    it(`takes a visitor’s cart through sign-in, a new Mumbai address and cash on delivery, on ${screen.name}`, async () => {
      const page = await browser().context.newPage();
      const told = toldAnalytics(page);
      const phone = screen.width < 600;
      try {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        // Asha's cart starts empty, whatever other journeys left in it; then she is a visitor again.
        await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent('/cart/bag/')}`);
        await signInWithPassword(page, ASHA);
        await page.waitForURL(`${shopUrl}/cart/bag/`);
        await emptyBag(page);
        await browser().context.clearCookies();

        const product = await productToBuy(page, shopUrl);
        await page.goto(`${shopUrl}${product.path}`);
        await waitForHydration(page);
        await page.getByTestId('add-to-cart').click();
        await showsText(cartCount(page), '1');
        await page.getByTestId('add-to-cart').click();
        await showsText(cartCount(page), '2');

        // Checkout: a visitor signs in first, and their cart merges into Asha's on the way to delivery.
        await page.goto(`${shopUrl}/cart/bag/`);
        await waitForHydration(page);
        await page.getByTestId('checkout').click();
        await page.waitForURL(/\/auth\/login\?redirectUrl=/);
        await signInWithPassword(page, ASHA);
        await page.waitForURL(/\/cart\/delivery\?id=[\w-]+$/);

        // Back in the bag, the visitor's two merged into Asha's cart; FLAT200 on them.
        await page.goto(`${shopUrl}/cart/bag/`);
        await waitForHydration(page);
        await showsText(page.getByTestId('bag-line-name'), product.name);
        await showsText(page.getByTestId('line-quantity'), '2');
        await page.getByTestId('coupon-input').fill('FLAT200');
        await page.getByTestId('apply-coupon').click();
        await showsText(page.getByTestId('applied-coupon'), 'FLAT200');
        await page.getByTestId('checkout').click();

        // Delivery: a new address in Mumbai, saved and delivered to.
        await page.getByTestId('checkout-delivery').waitFor();
        await waitForHydration(page);
        if (phone) await fitsThePhone(page, screen.width);
        await openNewAddress(page);
        await fillAddress(page, '400001');
        await page.getByRole('button', { name: 'Save and deliver here' }).click();

        // Payment: both ways to pay at the door, cash with its fee.
        await page.waitForURL(/\/cart\/payment-info\?/);
        const cod = page.getByTestId('payment-option').filter({ hasText: 'Cash on Delivery' });
        await expect.poll(() => cod.textContent()).toContain('₹49 fee');
        expect(await page.getByTestId('payment-option').allTextContents()).toEqual([
          expect.stringContaining('Cash on Delivery'),
          expect.stringContaining('Pay at delivery by card or UPI'),
        ]);
        await expect.poll(() => page.getByTestId('delivery-promise').textContent()).toMatch(/^Arrives by /);
        if (phone) await fitsThePhone(page, screen.width);
        await cod.click();
        await page.getByTestId('continue-to-review').click();

        // Review: what is bought, where, how, and the total with the coupon and the COD fee.
        await page.waitForURL(/\/cart\/order-review\?.*payment_mode=COD/);
        await showsText(page.getByTestId('review-payment-mode'), 'Cash on Delivery');
        expect(await page.getByTestId('review-address').textContent()).toContain('Mumbai');
        expect(await page.getByTestId('order-line-name').allTextContents()).toEqual([product.name]);
        expect(await page.getByTestId('order-line').textContent()).toContain('Qty 2');
        expect(await rowValue(page, 'cod_charge')).toBe(49);
        expect(await rowValue(page, 'coupon')).toBe(-200);
        const total = await rowValue(page, 'total');
        const charged = ['subtotal', 'coupon', 'delivery_charge', 'cod_charge'].map((key) =>
          rowValue(page, key),
        );
        expect((await Promise.all(charged)).reduce((sum, value) => sum + value, 0)).toBeCloseTo(total, 2);
        // The page's analytics queue sends every 300 ms: what it holds is lost with the page, so wait for it.
        await expect.poll(() => progress(told), { timeout: 10_000 }).toBe(2);
        await page.reload();
        await page.getByTestId('place-order').waitFor();
        const shift = await layoutShiftAfterLoad(page);
        expect(shift.value, `elements that moved:\n${shift.sources.join('\n')}`).toBeLessThan(0.01);
        if (phone) await fitsThePhone(page, screen.width);

        await waitForHydration(page);
        await page.getByTestId('place-order').click();
        await page.waitForURL(/\/cart\/order-status\/\?success=true&order_id=FY/);
        await showsText(page.getByTestId('order-placed'), 'Order placed');
        const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
        await showsText(page.getByTestId('order-id'), orderId);
        expect(await page.getByTestId('order-status-line').textContent()).toContain(product.name);
        expect(
          Number(((await page.getByTestId('order-total').textContent()) ?? '').replace(/[^\d.]/g, '')),
        ).toBeCloseTo(total, 2);
        // The cart is closed: the header's count is gone.
        await expect.poll(() => cartCount(page).count()).toBe(0);
        expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe('Cart');

        // Analytics heard checkout begin, and each of its three steps done (spec §4 Events).
        await expect.poll(() => progress(told), { timeout: 10_000 }).toBe(3);
        expect(told).toContain('begin_checkout');
      } finally {
        await page.close();
      }
    });
  }

  it('buys now as a signed-in shopper: delivery with that item alone, her cart kept apart', async () => {
    const { page } = browser();
    const product = await productToBuy(page, shopUrl);
    await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent(product.path)}`);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${shopUrl}${product.path}`);
    await emptyBag(page);
    await page.goto(`${shopUrl}${product.path}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await showsText(cartCount(page), '1');
    await page.getByTestId('add-to-cart').click();
    await showsText(cartCount(page), '2');

    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/cart\/delivery\?id=[\w-]+&buy_now=true$/);
    await page.getByTestId('checkout-delivery').waitFor();
    await showsText(page.locator('.checkout__count'), '1 item');
    // Her cart still holds its two.
    await showsText(cartCount(page), '2');
    await emptyBag(page);
  });

  it('says when the shop does not deliver to an address’s pincode', async () => {
    const { page } = browser();
    const product = await productToBuy(page, shopUrl);
    await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent(product.path)}`);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${shopUrl}${product.path}`);
    await waitForHydration(page);
    await page.getByTestId('buy-now').click();
    await page.getByTestId('checkout-delivery').waitFor();
    await waitForHydration(page);

    await openNewAddress(page);
    await fillAddress(page, '799999', { city: 'Agartala', state: 'Tripura' });
    await page.getByRole('button', { name: 'Save and deliver here' }).click();
    await showsText(page.getByTestId('checkout-error'), 'Pincode not serviceable');
    expect(new URL(page.url()).pathname).toBe('/cart/delivery');
    // The address was kept, shown chosen, so the shopper can choose another.
    const chosen = page.getByTestId('address-option').filter({ has: page.locator('input:checked') });
    expect(await chosen.textContent()).toContain('799999');

    // Asha's address book is left as it was before this journey.
    await page.goto(`${shopUrl}/profile/address/`);
    const far = page.getByTestId('address-card').filter({ hasText: '799999' });
    while ((await far.count()) > 0) {
      const before = await far.count();
      await far.first().getByTestId('delete-address').click();
      await expect.poll(() => far.count()).toBeLessThan(before);
    }
  });
});
