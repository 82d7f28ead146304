import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { cartCount } from './support/cart-journeys';
import { ASHA, cardPrices, cardSlugs, signIn, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** A breakup row's amount in rupees (the Reward Points row is a negative amount). */
async function rowValue(page: Page, key: string): Promise<number> {
  const text = (await page.getByTestId(`breakup-${key}`).locator('dd').first().textContent()) ?? '';
  return Math.abs(Number(text.replace(/[^\d.]/g, '')));
}

/** The header's count of items in the bag (absent when there are none). */
async function itemsInBag(page: Page): Promise<number> {
  if ((await cartCount(page).count()) === 0) return 0;
  return Number(await cartCount(page).textContent());
}

/** Adds the first listed product of ₹500 or more, in its first size in stock, to the bag; answers the items before. */
async function addSomethingToBag(page: Page): Promise<number> {
  await page.goto(`${shopUrl}/products/`);
  const slugs = await cardSlugs(page);
  const slug = slugs[(await cardPrices(page)).findIndex((price) => price >= 500)];
  await page.goto(`${shopUrl}/product/${slug}`);
  const size = await page
    .locator('[data-testid="size-button"]:not([aria-disabled="true"])')
    .first()
    .getAttribute('data-size');
  await page.goto(`${shopUrl}/product/${slug}?size=${encodeURIComponent(size ?? '')}`);
  await waitForHydration(page);
  const before = await itemsInBag(page);
  await page.getByTestId('add-to-cart').click();
  await expect.poll(() => itemsInBag(page), { timeout: 10_000 }).toBeGreaterThan(before);
  return before;
}

describe('reward points in the bag', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('a shopper with points uses them on the bag and sees the total drop, then stops using them', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await signIn(page, ASHA);
    await page.waitForURL(`${shopUrl}/`);
    // Looking at her points opens her account with the signup offer's points.
    await page.goto(`${shopUrl}/profile/refer-earn-credit/`);
    expect(Number(await page.getByTestId('points-balance').textContent())).toBeGreaterThan(0);
    const itemsBefore = await addSomethingToBag(page);

    await page.goto(`${shopUrl}/cart/bag/`);
    await waitForHydration(page);
    const box = page.getByTestId('reward-points');
    const toggle = box.getByRole('switch', { name: 'Use reward points' });
    // A bag left with points on by an earlier visit starts from off.
    if ((await toggle.getAttribute('aria-checked')) === 'true') {
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    }
    expect(await page.getByTestId('reward-points-worth').textContent()).toMatch(
      /^Use \d+ points? to save ₹[\d,.]+$/,
    );
    expect(await page.getByTestId('reward-points-balance').textContent()).toMatch(/^Balance: \d+ points?$/);
    const before = await rowValue(page, 'total');

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('breakup-loyalty_points').waitFor();
    const off = await rowValue(page, 'loyalty_points');
    expect(off).toBeGreaterThan(0);
    await expect.poll(() => rowValue(page, 'total')).toBeCloseTo(before - off, 2);
    expect(await page.getByTestId('reward-points-worth').textContent()).toMatch(
      /points? applied: ₹[\d,.]+ off$/,
    );

    // Turned off again, and her bag left as it was.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => page.getByTestId('breakup-loyalty_points').count()).toBe(0);
    expect(await rowValue(page, 'total')).toBeCloseTo(before, 2);
    if (itemsBefore === 0) {
      await page.getByTestId('remove-line').click();
      await page.getByText('Your cart is empty').waitFor();
    }
  });
});
