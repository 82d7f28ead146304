import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { productCards, queryOf, select, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const correction = '[data-testid="search-correction"]';

/** The product count in the listing's title: '(41 products)'. */
async function listingCount(page: Page): Promise<number> {
  const text = (await page.locator(select.listingCount).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 'NaN');
}

/** Opens a department's sub-menu in the header as a desktop shopper does (hover) and picks an entry. */
async function pickFromMenu(page: Page, department: string, entry: string): Promise<void> {
  const item = page.locator('.header .nav__list > .nav__item').filter({
    has: page.getByRole('link', { name: department, exact: true }),
  });
  await item.hover();
  const link = item.locator('.nav__submenu').getByRole('link', { name: entry, exact: true });
  await link.waitFor({ state: 'visible' });
  await link.click();
}

describe('menu entries keep their department', () => {
  it("Men → Clothing lists men's clothing, Women → Clothing women's", async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/category/clothing`);
    await productCards(page).first().waitFor();
    const everyone = await listingCount(page);

    const counts: number[] = [];
    for (const [department, slug] of [
      ['Men', 'men'],
      ['Women', 'women'],
    ]) {
      await page.goto(`${shopUrl}/`);
      await waitForHydration(page);
      await pickFromMenu(page, department, 'Clothing');
      await page.waitForURL(
        (url) => url.pathname === '/category/clothing' && queryOf(page).has('department'),
      );
      expect(queryOf(page).getAll('department')).toEqual([slug]);
      await productCards(page).first().waitFor();
      // The department filter shows the entry's department chosen, with as many products as the list.
      const chosen = page.locator(
        `${select.filterOption}[data-filter-key="department"][aria-checked="true"]`,
      );
      await expect.poll(() => chosen.getAttribute('data-filter-value')).toBe(slug);
      const count = await listingCount(page);
      expect(await chosen.locator('.filters__count').textContent()).toBe(String(count));
      counts.push(count);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    expect(counts[0] + counts[1]).toBeLessThanOrEqual(everyone);
  });

  it("a category under a department's heading on the category list keeps the department too", async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/categories/kids`);
    await waitForHydration(page);
    await page.locator('[data-testid="category-item"]').filter({ hasText: 'Clothing' }).first().click();
    await page.waitForURL((url) => url.pathname === '/category/clothing');
    expect(queryOf(page).getAll('department')).toEqual(['kids']);
    await productCards(page).first().waitFor();
  });
});

describe('search tolerates typos', () => {
  it.each([
    ['shrit', 'shirt'],
    ['jeens', 'jeans'],
    ['sari', 'saree'],
  ])('%s shows the results for %s and says so', async (typo, word) => {
    const { page } = browser();
    const response = await page.goto(`${shopUrl}/products/?q=${typo}`);
    expect(response?.status()).toBe(200);
    await productCards(page).first().waitFor();
    expect(await page.locator(correction).textContent()).toBe(
      `Showing results for ${word}, search instead for ${typo}`,
    );
    expect(await page.locator('#listing-title').textContent()).toContain(`"${word}"`);
  });

  it('corrects a search from the search box, and the typed text can still be searched as typed', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await waitForHydration(page);
    const box = page.locator(select.searchInput).first();
    await box.fill('sneakres');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products/' && url.searchParams.get('q') === 'sneakres');
    await productCards(page).first().waitFor();
    const notice = page.locator(correction);
    expect(await notice.textContent()).toBe('Showing results for sneakers, search instead for sneakres');
    const names = await page.locator(`${select.productCard} .product-card__name`).allTextContents();
    expect(names.some((name) => /sneakers/i.test(name))).toBe(true);

    await waitForHydration(page);
    await notice.getByRole('link', { name: 'sneakres', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('as_typed') === '1');
    expect(queryOf(page).get('q')).toBe('sneakres');
    await page.getByText('No results for "sneakres"').waitFor();
    expect(await productCards(page).count()).toBe(0);
    expect(await page.locator(correction).count()).toBe(0);
  });

  it('leaves a correct search and nonsense alone', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/products/?q=shirt`);
    await productCards(page).first().waitFor();
    expect(await page.locator(correction).count()).toBe(0);

    await page.goto(`${shopUrl}/products/?q=xqzv`);
    await page.getByText('No results for "xqzv"').waitFor();
    expect(await productCards(page).count()).toBe(0);
    expect(await page.locator(correction).count()).toBe(0);
  });
});
