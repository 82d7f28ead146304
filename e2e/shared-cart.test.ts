import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { cartCount, SCREENS, showsText, smallTapTargets } from './support/cart-journeys';
import { ASHA, cardSlugs, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
/** Two browsers that share nothing: the one who shares the cart, and the one the link is sent to. */
const sharerBrowser = useBrowser();
const recipientBrowser = useBrowser();

const screens = SCREENS.slice(0, 2);

interface Product {
  name: string;
  path: string;
  size: string;
}

const bagNames = (page: Page) => page.getByTestId('bag-line').getByTestId('bag-line-name').allTextContents();
const sharedNames = (page: Page) => page.getByTestId('shared-line-name').allTextContents();
const sharedQuantities = (page: Page) =>
  page
    .getByTestId('shared-line-quantity')
    .evaluateAll((lines) => lines.map((line) => Number(line.getAttribute('data-quantity'))));
const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

/** `count` products from the listing with a size in stock, leaving out those named in `except`. */
async function productsToBuy(page: Page, count: number, except: string[] = []): Promise<Product[]> {
  await page.goto(`${shopUrl}/products/`);
  const found: Product[] = [];
  for (const slug of await cardSlugs(page)) {
    await page.goto(`${shopUrl}/product/${slug}`);
    const name = (await page.getByTestId('product-name').textContent()) ?? '';
    if (except.includes(name)) continue;
    const size = await page
      .locator('[data-testid="size-button"]:not([aria-disabled="true"])')
      .first()
      .getAttribute('data-size', { timeout: 2_000 })
      .catch(() => null);
    if (!size) continue;
    found.push({ name, path: `/product/${slug}`, size });
    if (found.length === count) return found;
  }
  throw new Error(`The listing has fewer than ${count} products in stock`);
}

/** Adds one of a product in its size from the product page, as a shopper does. */
async function addToCart(page: Page, product: Product): Promise<void> {
  await page.goto(`${shopUrl}${product.path}?size=${encodeURIComponent(product.size)}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await showsText(page.getByTestId('toast'), 'Added to cart');
}

/** On the bag: "Share cart", then Copy; answers the link shown (and copied). */
async function shareFromBag(page: Page, screen: { width: number }): Promise<string> {
  await page.goto(`${shopUrl}/cart/bag/`);
  await waitForHydration(page);
  await page.getByTestId('share-cart').click();
  const shown = page.getByTestId('share-url');
  await shown.waitFor();
  const link = await shown.inputValue();
  expect(link).toMatch(new RegExp(`^${shopUrl.replace(/[.]/g, '\\.')}/shared-cart/[A-Za-z0-9_-]{24}$`));
  await page.getByTestId('copy-share-url').click();
  await showsText(page.getByTestId('toast'), 'Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await smallTapTargets(page, '.share-cart button, .share-cart input')).toEqual([]);
  expect(await widerThanScreen(page, screen.width)).toBe(false);
  return link;
}

const widerThanScreen = async (page: Page, width: number) =>
  ((await page.evaluate(() => document.scrollingElement?.scrollWidth)) ?? 0) > width;

/** Opens a shared cart's link in the recipient's browser; answers the names and quantities it shows. */
async function openShared(page: Page, link: string, screen: { width: number }) {
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  await page.getByTestId('shared-line').first().waitFor();
  expect(await page.getByTestId('shared-total').textContent()).toMatch(/Total₹[\d,.]+/);
  expect(await page.getByTestId('shared-valid-until').textContent()).toMatch(/^Link valid until /);
  expect(await smallTapTargets(page, '.shared-cart button, .shared-cart .button, .bag-line__name')).toEqual(
    [],
  );
  expect(await widerThanScreen(page, screen.width)).toBe(false);
  return { names: await sharedNames(page), quantities: await sharedQuantities(page) };
}

/** Takes the shared cart ('Add to my cart' or 'Replace my cart') and waits for the bag with its notice. */
async function take(page: Page, button: 'shared-cart-merge' | 'shared-cart-replace', notice: string) {
  await waitForHydration(page);
  await page.getByTestId(button).click();
  await page.waitForURL(`${shopUrl}/cart/bag/`);
  await showsText(page.getByTestId('bag-notice'), notice);
}

describe('sharing a cart by link', () => {
  for (const screen of screens) {
    it(`a visitor shares two products; another browser sees them, adds them, or replaces its cart, on ${screen.name}`, async () => {
      const sharer = await sharerBrowser().context.newPage();
      const recipient = await recipientBrowser().context.newPage();
      try {
        await sharerBrowser().context.clearCookies();
        await sharerBrowser().context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: shopUrl,
        });
        await recipientBrowser().context.clearCookies();
        await sharer.setViewportSize({ width: screen.width, height: screen.height });
        await recipient.setViewportSize({ width: screen.width, height: screen.height });

        const [first, second, third] = await productsToBuy(sharer, 3);
        await addToCart(sharer, first);
        await addToCart(sharer, first);
        await addToCart(sharer, second);
        const link = await shareFromBag(sharer, screen);

        // The recipient: no cookie of the sharer's, no cart of their own yet.
        const shared = await openShared(recipient, link, screen);
        expect(shared).toEqual({ names: [first.name, second.name], quantities: [2, 1] });
        expect(await recipient.getByTestId('shared-by').count()).toBe(0);
        expect(await recipient.getByText('Shared by').count()).toBe(0);

        await take(recipient, 'shared-cart-merge', 'Shared items added to your cart');
        expect(await bagNames(recipient)).toEqual([first.name, second.name]);
        await showsText(cartCount(recipient), '3');

        // Replace: a line of the recipient's own gives way to the shared ones.
        await recipientBrowser().context.clearCookies();
        await addToCart(recipient, third);
        await showsText(cartCount(recipient), '1');
        await openShared(recipient, link, screen);
        await take(recipient, 'shared-cart-replace', 'Your cart now holds the shared items');
        expect(await bagNames(recipient)).toEqual([first.name, second.name]);
        await showsText(cartCount(recipient), '3');
      } finally {
        await sharer.close();
        await recipient.close();
      }
    });

    it(`Asha shares her cart, and the recipient sees it is hers and adds it to theirs, on ${screen.name}`, async () => {
      const asha = await sharerBrowser().context.newPage();
      const recipient = await recipientBrowser().context.newPage();
      let added: Product[] = [];
      try {
        await sharerBrowser().context.clearCookies();
        await sharerBrowser().context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: shopUrl,
        });
        await recipientBrowser().context.clearCookies();
        await asha.setViewportSize({ width: screen.width, height: screen.height });
        await recipient.setViewportSize({ width: screen.width, height: screen.height });

        await asha.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent('/cart/bag/')}`);
        await signInWithPassword(asha, ASHA);
        await asha.waitForURL(`${shopUrl}/cart/bag/`);
        await asha.goto(`${shopUrl}/cart/bag/`);
        // Products not in her cart already, so that the journey can leave it as it found it.
        const before = await bagNames(asha);
        added = await productsToBuy(asha, 2, before);
        for (const product of added) await addToCart(asha, product);
        const link = await shareFromBag(asha, screen);

        const shared = await openShared(recipient, link, screen);
        await showsText(recipient.getByTestId('shared-by'), 'Shared by Asha');
        expect(shared.names).toEqual(expect.arrayContaining(added.map((product) => product.name)));

        await take(recipient, 'shared-cart-merge', 'Shared items added to your cart');
        expect(await bagNames(recipient)).toEqual(shared.names);
        await showsText(cartCount(recipient), String(sum(shared.quantities)));
      } finally {
        // Asha's cart is left as it was before this journey.
        if (added.length > 0) {
          await asha.goto(`${shopUrl}/cart/bag/`);
          await waitForHydration(asha);
          for (const product of added) {
            const line = asha.getByTestId('bag-line').filter({ hasText: product.name });
            if ((await line.count()) === 0) continue;
            await line.getByTestId('remove-line').click();
            await expect.poll(() => line.count()).toBe(0);
          }
        }
        await asha.close();
        await recipient.close();
      }
    });
  }

  it('shows the not-found page for a link no one made', async () => {
    const { page } = recipientBrowser();
    const response = await page.goto(`${shopUrl}/shared-cart/${'A'.repeat(24)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
