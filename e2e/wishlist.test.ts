import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { ASHA, cardSlugs, RAVI, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** The product page's own heart (its related products' cards have theirs too). */
const heart = (page: Page) => page.locator('.pdp__actions').getByTestId('follow-button');

describe('the wishlist', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('follows a product for a visitor after sign-in, back on the product, and lists it in /wishlist/', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/products/`);
    const [slug] = await cardSlugs(page);
    const productPath = `/product/${slug}`;

    await page.goto(`${shopUrl}${productPath}`);
    await waitForHydration(page);
    expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
    await heart(page).click();
    await page.waitForURL(/\/auth\/login\?redirectUrl=%2F_follow%3F/);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${shopUrl}${productPath}`);
    await expect.poll(() => heart(page).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    const stored = await page.evaluate(() => localStorage.getItem('m_wishlistUids'));
    expect(stored).toContain('"products"');

    // The listing's card shows the same heart, filled.
    await page.goto(`${shopUrl}/products/`);
    const card = page.locator('li', { has: page.locator(`a[href="${productPath}"]`) });
    await expect
      .poll(() => card.getByTestId('follow-button').getAttribute('aria-pressed'), { timeout: 10_000 })
      .toBe('true');

    await page.goto(`${shopUrl}/wishlist/`);
    const items = page.getByTestId('wishlist-item');
    await items.first().waitFor();
    expect(await items.locator(`a[href="${productPath}"]`).count()).toBe(1);

    // Ravi signs in on the same browser: Asha's wishlist is hers alone.
    await browser().context.clearCookies();
    await page.goto(`${shopUrl}/wishlist/`);
    expect(page.url()).toBe(`${shopUrl}/auth/login?redirectUrl=%2Fwishlist%2F`);
    await signInWithPassword(page, RAVI);
    await page.waitForURL(/\/auth\/edit-profile\?redirectUrl=%2Fwishlist/);
    await page.getByTestId('skip-profile').click();
    await page.waitForURL(/\/wishlist\/?$/);
    await page.getByText('No products in your wishlist').waitFor();
    expect(await page.getByTestId('wishlist-item').count()).toBe(0);

    // Back as Asha: unfollowing from the wishlist empties it.
    await browser().context.clearCookies();
    await page.goto(`${shopUrl}/auth/login?redirectUrl=%2Fwishlist%2F`);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${shopUrl}/wishlist/`);
    await waitForHydration(page);
    await page.getByTestId('unfollow').first().click();
    await page.getByText('No products in your wishlist').waitFor();
    await page.goto(`${shopUrl}${productPath}`);
    await waitForHydration(page);
    await expect.poll(() => heart(page).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false');
  });

  it('follows a product from a card the theme draws on the home page, through sign-in and back', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    const card = page.locator('[data-section="product-carousel"] .product-card-box').first();
    const productPath = (await card.getByTestId('product-card').getAttribute('href')) ?? '';
    expect(productPath).toMatch(/^\/product\//);
    await waitForHydration(page);
    const cardHeart = card.getByTestId('follow-button');
    expect(await cardHeart.getAttribute('aria-pressed')).toBe('false');
    const box = await cardHeart.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await cardHeart.click();
    await page.waitForURL(/\/auth\/login\?redirectUrl=%2F_follow%3F/);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${shopUrl}/`);
    const followedHeart = page
      .locator('[data-section="product-carousel"] .product-card-box', {
        has: page.locator(`a[href="${productPath}"]`),
      })
      .first()
      .getByTestId('follow-button');
    await expect.poll(() => followedHeart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

    // The product page agrees; unfollowing there empties the card's heart again.
    await page.goto(`${shopUrl}${productPath}`);
    await waitForHydration(page);
    const pageHeart = heart(page);
    await expect.poll(() => pageHeart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await pageHeart.click();
    await expect.poll(() => pageHeart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false');
  });

  it('follows a brand from its page and lists it under the wishlist’s brands', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/auth/login?redirectUrl=%2Fbrands%2F`);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${shopUrl}/brands/`);
    const brand = page.getByTestId('brand-item').first();
    const brandPath = (await brand.getAttribute('href')) ?? '';
    await brand.click();
    await page.waitForURL(`${shopUrl}${brandPath}`);
    await waitForHydration(page);
    const brandHeart = page.locator('.named-listing__follow').getByTestId('follow-button');
    await brandHeart.click();
    await expect.poll(() => brandHeart.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

    await page.goto(`${shopUrl}/wishlist/?type=brands`);
    const items = page.getByTestId('wishlist-item');
    await items.first().waitFor();
    expect(await items.locator(`a[href="${brandPath}"]`).count()).toBe(1);
    await waitForHydration(page);
    await page.getByTestId('unfollow').first().click();
    await page.getByText('No brands in your wishlist').waitFor();
  });

  it('sends a visitor posting the heart without JavaScript to sign in, with the follow waiting', async () => {
    const response = await fetch(`${shopUrl}/_follow`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shopUrl },
      body: 'type=products&id=100001&intent=follow&redirectUrl=%2Fproduct%2Fx',
    });
    expect(response.status).toBe(302);
    const login = new URL(response.headers.get('location') ?? '', shopUrl);
    expect(login.pathname).toBe('/auth/login');
    expect(login.searchParams.get('redirectUrl')).toBe(
      '/_follow?type=products&id=100001&redirectUrl=%2Fproduct%2Fx',
    );
  });

  it('never puts follow state into pages kept for every visitor', async () => {
    const listing = await (await fetch(`${shopUrl}/products/`)).text();
    const path = /href="(\/product\/[^"?]+)"/.exec(listing)?.[1] ?? '';
    const html = await (await fetch(`${shopUrl}${path}`)).text();
    expect(html).toContain('data-testid="follow-button"');
    expect(html).toContain('aria-pressed="false"');
    const ids = await fetch(`${shopUrl}/_follow`, { headers: { accept: 'application/json' } });
    expect(ids.headers.get('cache-control')).toBe('private, no-store');
    expect(await ids.json()).toEqual({ ids: null });
  });
});
