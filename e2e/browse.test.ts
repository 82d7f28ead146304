import { describe, expect, inject, it } from 'vitest';
import {
  cardPrices,
  cardSlugs,
  productCards,
  queryOf,
  select,
  waitForHydration,
  waitForMoreCards,
} from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const isAscending = (prices: number[]) =>
  prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
const browser = useBrowser();

describe('browsing the catalogue', () => {
  it('home → category → filter → sort → infinite scroll → product → size → pincode check', async () => {
    const { page } = browser();

    const home = await page.goto(`${shopUrl}/`);
    expect(home?.status()).toBe(200);
    expect(await page.locator(select.section).count()).toBeGreaterThan(0);
    await waitForHydration(page);

    // Category: a tile of the home page's category grid.
    const categoryLink = page.locator('[data-section="category-grid"] a[href^="/category/"]').first();
    const categoryHref = await categoryLink.getAttribute('href');
    await categoryLink.click();
    await page.waitForURL((url) => url.pathname === categoryHref);
    expect(await waitForMoreCards(page, 0)).toBeGreaterThan(0);
    const categoryTotal = await page.locator(select.listingCount).textContent();

    // Filter: the first value the shopper may choose; the URL carries it and the list narrows to it.
    const option = page.locator(select.filterOption).first();
    const filterKey = (await option.getAttribute('data-filter-key')) ?? '';
    const filterValue = (await option.getAttribute('data-filter-value')) ?? '';
    await option.click();
    await page.waitForURL((url) => url.searchParams.getAll(filterKey).includes(filterValue));
    await expect
      .poll(() =>
        page
          .locator(`${select.filterOption}[data-filter-value="${filterValue}"]`)
          .first()
          .getAttribute('aria-checked'),
      )
      .toBe('true');
    expect(queryOf(page).get('page_no') ?? '1').toBe('1');
    await expect.poll(() => page.locator(select.listingCount).textContent()).not.toBe(categoryTotal);

    // Sort: lowest price first.
    const sort = page.locator(select.sortSelect);
    const sortValues = await sort
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(sortValues).toContain('price_asc');
    await sort.selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort_on') === 'price_asc');
    await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true);

    // Infinite scroll: reaching the end of the list loads the next page below it, still in price order.
    const beforeScroll = await productCards(page).count();
    await page.locator(select.listingEnd).scrollIntoViewIfNeeded();
    const afterScroll = await waitForMoreCards(page, beforeScroll);
    expect(afterScroll).toBeGreaterThan(beforeScroll);
    const slugs = await cardSlugs(page);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(isAscending(await cardPrices(page))).toBe(true);

    // Product: open the cheapest one.
    await productCards(page).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/product/${slugs[0]}`);
    await expect.poll(() => page.locator(select.productName).textContent()).toMatch(/\S/);

    // Size: choosing one marks it as chosen and puts it in the address.
    const size = page.locator(select.sizeButton).first();
    const sizeValue = (await size.getAttribute('data-size')) ?? '';
    await size.click();
    await page.waitForURL((url) => url.searchParams.get('size') === sizeValue);
    await expect
      .poll(() => page.locator(select.sizeButton).first().getAttribute('aria-current'))
      .toBe('true');

    // Delivery check by pincode.
    await page.locator(select.pincodeInput).fill('400001');
    await page.locator(select.pincodeButton).click();
    const result = page.locator(select.pincodeResult);
    await result.waitFor({ state: 'visible' });
    await expect.poll(() => result.getAttribute('data-ok')).toBe('true');
    expect(await result.textContent()).toContain('Mumbai');
  });

  it('a product sold cheaper by the quantity shows its bulk offers', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/products/?page_size=48`);
    // The demo seed gives quantity tiers to every product whose uid (the slug's last part) divides by 4.
    const slug = (await cardSlugs(page)).find((s) => Number(s.split('-').at(-1)) % 4 === 0);
    expect(slug).toBeTruthy();
    const response = await page.goto(`${shopUrl}/product/${slug}`);
    expect(response?.status()).toBe(200);
    const offers = page.locator('[data-testid="bulk-offers"] li');
    expect(await offers.allTextContents()).toEqual([
      expect.stringMatching(/^Buy 3 or more: ₹[\d,.]+ each \(5% off\)$/),
      expect.stringMatching(/^Buy 6 or more: ₹[\d,.]+ each \(10% off\)$/),
    ]);
  });
});
