import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { layoutShiftAfterLoad } from './support/browser';
import { cartCount, SCREENS, showsText, smallTapTargets, toldAnalytics } from './support/cart-journeys';
import { ASHA, cardPrices, cardSlugs, signInWithPassword, waitForHydration } from './support/shop';
import { type RunningShop, startShop } from './support/shop-server';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const screens = SCREENS;

/** Sizes in stock on a product page (out-of-stock sizes are marked aria-disabled). */
const sizesInStock = (page: Page) => page.locator('[data-testid="size-button"]:not([aria-disabled="true"])');
const bagLines = (page: Page) => page.getByTestId('bag-line');
/** The Total row of the price breakup, in rupees. */
async function total(page: Page): Promise<number> {
  const text = (await page.getByTestId('breakup-total').locator('dd').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/**
 * Opens a product of at least ₹1,000 that comes in several sizes, with a size of which the store holds at least
 * three, from the listing as a shopper reaches it; answers the product's name, its address and that size.
 */
async function openProductToBuy(page: Page, shop = shopUrl) {
  await page.goto(`${shop}/products/`);
  const slugs = await cardSlugs(page);
  const prices = await cardPrices(page);
  for (const [index, slug] of slugs.entries()) {
    if (prices[index] < 1000) continue;
    await page.goto(`${shop}/product/${slug}`);
    const sizes = await sizesInStock(page).evaluateAll((links) =>
      links.map((l) => l.getAttribute('data-size')),
    );
    if (sizes.length < 2) continue;
    for (const size of sizes) {
      await page.goto(`${shop}/product/${slug}?size=${encodeURIComponent(size ?? '')}`);
      const held = Number(
        /(\d+) in stock/.exec((await page.getByTestId('size-seller').textContent()) ?? '')?.[1],
      );
      if (held >= 3) {
        const name = (await page.getByTestId('product-name').textContent()) ?? '';
        return { name, path: `/product/${slug}`, size: size ?? '' };
      }
    }
  }
  throw new Error('No product of ₹1,000 or more with two sizes in stock is listed');
}

/**
 * Whether the browser asked for checkout's delivery step of a cart (as a page, or as the page's data when the
 * shop navigates there itself), for a buy-now cart or the cart.
 */
function isDelivery(address: string, buyNow: boolean): boolean {
  const url = new URL(address);
  if (url.pathname.replace(/\.data$/, '') !== '/cart/delivery') return false;
  return /^[\w-]+$/.test(url.searchParams.get('id') ?? '') && url.searchParams.has('buy_now') === buyNow;
}

describe('the cart, as a visitor', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  for (const screen of screens) {
    it(`adds, counts, changes, takes a coupon and empties, on ${screen.name}`, async () => {
      const page = await browser().context.newPage();
      const told = toldAnalytics(page);
      try {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        const product = await openProductToBuy(page);

        // No size chosen: the shopper is asked for one.
        await page.goto(`${shopUrl}${product.path}`);
        await waitForHydration(page);
        await page.getByTestId('add-to-cart').click();
        await showsText(page.getByTestId('toast'), 'Select a size first');
        expect(await cartCount(page).count()).toBe(0);

        await page.locator(`[data-testid="size-button"][data-size="${product.size}"]`).click();
        await page.waitForURL((url) => url.searchParams.get('size') === product.size);
        await page.getByTestId('add-to-cart').click();
        await showsText(page.getByTestId('toast'), 'Added to cart');
        await showsText(cartCount(page), '1');
        expect(page.url()).toContain(product.path);

        await page.getByTestId('cart-link').click();
        await page.waitForURL(`${shopUrl}/cart/bag/`);
        await showsText(bagLines(page).getByTestId('bag-line-name'), product.name);
        expect(await bagLines(page).getByText(`Size: ${product.size}`).count()).toBe(1);
        expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
          screen.width,
        );
        expect(await smallTapTargets(page, '.bag button, .bag .button, .bag input, .coupon__all')).toEqual(
          [],
        );

        await waitForHydration(page);
        const single = await total(page);
        await page.getByTestId('quantity-more').click();
        await showsText(page.getByTestId('line-quantity'), '2');
        await showsText(cartCount(page), '2');
        await expect.poll(() => total(page)).toBeGreaterThan(single);
        const before = await total(page);

        // Two of a product from ₹1,000 reach FLAT200's ₹1,999: ₹200 off the Total.
        await page.getByTestId('coupon-input').fill('FLAT200');
        await page.getByTestId('apply-coupon').click();
        await showsText(page.getByTestId('applied-coupon'), 'FLAT200');
        await expect.poll(() => total(page)).toBeCloseTo(before - 200, 2);
        expect(await page.getByTestId('breakup-coupon').textContent()).toContain('-₹200');

        await page.getByTestId('remove-coupon').click();
        await page.getByTestId('coupon-input').waitFor();
        await expect.poll(() => total(page)).toBeCloseTo(before, 2);

        // A code the shop does not know: its own words.
        await page.getByTestId('coupon-input').fill('NOSUCHCODE');
        await page.getByTestId('apply-coupon').click();
        await showsText(page.getByTestId('coupon-error'), 'Invalid coupon code');

        await page.getByTestId('remove-line').click();
        await page.getByText('Your cart is empty').waitFor();
        await expect.poll(() => cartCount(page).count()).toBe(0);

        // The merchant's analytics heard each of it (spec §4 Events).
        await expect
          .poll(() => told, { timeout: 10_000 })
          .toEqual(
            expect.arrayContaining([
              'add_to_cart',
              'coupon_applied',
              'coupon_removed',
              'coupon_denied',
              'remove_from_cart',
            ]),
          );
      } finally {
        await page.close();
      }
    });
  }

  it('merges the visitor’s lines into Asha’s cart when she signs in to check out', async () => {
    const { page, context } = browser();
    const product = await openProductToBuy(page);
    await page.goto(`${shopUrl}${product.path}?size=${encodeURIComponent(product.size)}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await showsText(cartCount(page), '1');
    await page.goto(`${shopUrl}/cart/bag/`);
    await waitForHydration(page);

    // Checking out needs a signed-in shopper: sign in, then on to the delivery step with her own cart.
    const delivery = page.waitForRequest((request) => isDelivery(request.url(), false));
    await page.getByTestId('checkout').click();
    await page.waitForURL(/\/auth\/login\?redirectUrl=/);
    await signInWithPassword(page, ASHA);
    await delivery;

    await page.goto(`${shopUrl}/cart/bag/`);
    const names = await bagLines(page).getByTestId('bag-line-name').allTextContents();
    expect(names).toContain(product.name);
    expect((await context.cookies()).some((cookie) => cookie.name === 'f.cart')).toBe(false);
    await waitForHydration(page);
    await expect.poll(async () => Number(await cartCount(page).textContent())).toBeGreaterThanOrEqual(1);

    // Asha's cart is left as it was before this journey.
    const line = bagLines(page).filter({ hasText: product.name });
    await line.getByTestId('remove-line').click();
    await expect.poll(() => bagLines(page).filter({ hasText: product.name }).count()).toBe(0);
  });

  it('buys now: a visitor signs in first, then goes straight on to delivery', async () => {
    const { page } = browser();
    const product = await openProductToBuy(page);
    await page.goto(`${shopUrl}${product.path}?size=${encodeURIComponent(product.size)}`);
    await waitForHydration(page);
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/auth\/login\?redirectUrl=%2F_buy-now%3F/);
    const delivery = page.waitForRequest((request) => isDelivery(request.url(), true));
    await signInWithPassword(page, ASHA);
    await delivery;
  });
});

describe('the cart in a shop of its own', () => {
  let shop: RunningShop;
  let dataDir: string;
  const start = () => startShop({ dataDir, env: { VITRINE_SEED_PRODUCTS: '40' } });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-cart-'));
    shop = await start();
  });
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a visitor’s cart through a restart of the shop', async () => {
    const { page, context } = browser();
    await context.clearCookies();
    const product = await openProductToBuy(page, shop.baseUrl);
    await page.goto(`${shop.baseUrl}${product.path}?size=${encodeURIComponent(product.size)}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await showsText(cartCount(page), '1');

    await shop.stop();
    shop = await start();
    await page.goto(`${shop.baseUrl}/cart/bag/`);
    await showsText(bagLines(page).getByTestId('bag-line-name'), product.name);
    await showsText(cartCount(page), '1');
    // Its picture's box and the header's count take their places without moving anything.
    const shift = await layoutShiftAfterLoad(page);
    expect(shift.value, `elements that moved:\n${shift.sources.join('\n')}`).toBeLessThan(0.01);
  });

  it('turns the whole cart off when the theme says disable_cart', async () => {
    const { page } = browser();
    const editor = page.request;
    const signedIn = await editor.post(`${shop.baseUrl}/editor/session`, {
      form: { token: shop.editorToken() },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(303);
    const saved = await editor.put(`${shop.baseUrl}/editor/api/globals`, { data: { disable_cart: true } });
    expect(saved.status()).toBe(200);

    await page.goto(`${shop.baseUrl}/cart/bag/`);
    expect(page.url()).toBe(`${shop.baseUrl}/`);
    await page.getByTestId('sign-in-link').waitFor();
    expect(await page.getByTestId('cart-link').count()).toBe(0);
    await page.goto(`${shop.baseUrl}/products/`);
    const [slug] = await cardSlugs(page);
    await page.goto(`${shop.baseUrl}/product/${slug}`);
    await page.getByTestId('product-name').waitFor();
    expect(await page.getByTestId('add-to-cart').count()).toBe(0);
    expect(await page.getByTestId('buy-now').count()).toBe(0);
  });
});
