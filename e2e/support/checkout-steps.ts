import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cardPrices, cardSlugs, waitForHydration } from './shop';

// Steps of the checkout journeys, shared by the ways to pay.

const field = (page: Page, slug: string) => page.locator(`#address-${slug}`);

/**
 * A product from the listing priced ₹1,000 to ₹4,000 with a size of which its store holds at least three: two
 * of it reach FLAT200's ₹1,999 and stay within cash on delivery's limit.
 */
export async function productToBuy(page: Page, shopUrl: string): Promise<{ name: string; path: string }> {
  await page.goto(`${shopUrl}/products/`);
  const slugs = await cardSlugs(page);
  const prices = await cardPrices(page);
  for (const [index, slug] of slugs.entries()) {
    if (prices[index] < 1000 || prices[index] > 4000) continue;
    await page.goto(`${shopUrl}/product/${slug}`);
    const sizes = await page
      .locator('[data-testid="size-button"]:not([aria-disabled="true"])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-size') ?? ''));
    for (const size of sizes) {
      const path = `/product/${slug}?size=${encodeURIComponent(size)}`;
      await page.goto(`${shopUrl}${path}`);
      const held = Number(
        /(\d+) in stock/.exec((await page.getByTestId('size-seller').textContent()) ?? '')?.[1],
      );
      if (held >= 3) return { name: (await page.getByTestId('product-name').textContent()) ?? '', path };
    }
  }
  throw new Error('No product of ₹1,000 to ₹4,000 with a size in stock is listed');
}

/** Opens the delivery step's new-address form (open already for a shopper with no address yet). */
export async function openNewAddress(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: 'Save and deliver here' });
  await page.getByTestId('add-address').or(save).first().waitFor();
  if (await page.getByTestId('add-address').isVisible()) await page.getByTestId('add-address').click();
  await save.waitFor();
  await waitForHydration(page);
}

/** Fills the checkout's new-address form with an address at `pincode`, the city the lookup found or `city`. */
export async function fillAddress(page: Page, pincode: string, city?: { city: string; state: string }) {
  await field(page, 'name').fill('Asha Rao');
  await field(page, 'phone').fill('9876543210');
  await field(page, 'address').fill('7, Harbour Lane');
  await field(page, 'area').fill('Fort');
  await field(page, 'pincode').fill(pincode);
  if (city) {
    // The shop's lookup knows no such pincode: it says so and empties city and state, typed in after it.
    await expect
      .poll(() => page.locator('#address-pincode-error').textContent())
      .toBe('Pincode not serviceable');
    await field(page, 'city').fill(city.city);
    await field(page, 'state').fill(city.state);
  } else {
    await expect.poll(() => field(page, 'city').inputValue()).toBe('Mumbai');
  }
}
