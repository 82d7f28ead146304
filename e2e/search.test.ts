import { beforeAll, describe, expect, inject, it } from 'vitest';
import { productCards, select, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();
/** A word from a real product's name, so the search is sure to find something. */
let term: string;

beforeAll(async () => {
  const { page } = browser();
  await page.goto(`${shopUrl}/products/`);
  const name = (await page.locator(`${select.productCard} .product-card__name`).first().textContent()) ?? '';
  term = name.split(/\s+/).find((word) => /^[A-Za-z]{4,}$/.test(word)) ?? name.trim();
});

describe('searching', () => {
  it('search box → suggestion → product', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await waitForHydration(page);
    const box = page.locator(select.searchInput).first();
    await box.click();
    await box.pressSequentially(term, { delay: 30 });
    const suggestions = page.locator(select.searchSuggestion);
    await suggestions.first().waitFor({ state: 'visible' });
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    const productSuggestion = page.locator(`${select.searchSuggestion}[href^="/product/"]`).first();
    const href = await productSuggestion.getAttribute('href');
    await productSuggestion.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.locator(select.productName).textContent()).toMatch(/\S/);
    const recent = await page.evaluate(() => localStorage.getItem('m_prevSearches'));
    expect(recent ?? '').toContain(term);
  });

  it('search results page lists matching products', async () => {
    const { page } = browser();
    const response = await page.goto(`${shopUrl}/products/?q=${encodeURIComponent(term)}`);
    expect(response?.status()).toBe(200);
    const cards = productCards(page);
    await cards.first().waitFor();
    const names = await page.locator(`${select.productCard} .product-card__name`).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names[0].toLowerCase()).toContain(term.toLowerCase());
  });

  it('pressing Enter in the search box opens the results page', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await waitForHydration(page);
    const box = page.locator(select.searchInput).first();
    await box.fill(term);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products/' && url.searchParams.get('q') === term);
    await productCards(page).first().waitFor();
  });
});
