import { beforeEach, describe, expect, inject, it } from 'vitest';
import { select, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

async function choose(setting: 'currency' | 'language', value: string) {
  const { page } = browser();
  await page.goto(`${shopUrl}/setting/${setting}/`);
  await waitForHydration(page);
  await page.locator(`input[name="${setting}"][value="${value}"]`).check();
  // The page stays where it is and the radio was checked by hand: only the saved cookie says the save landed.
  // Going on before it would race the next page load against the save (the page then asked without it).
  const cookie = setting === 'currency' ? 'currency_code' : 'language';
  await page.getByRole('button', { name: /Save|सहेजें/ }).click();
  await expect
    .poll(async () => (await page.context().cookies()).find(({ name }) => name === cookie)?.value)
    .toBe(value);
  await page.waitForURL(`${shopUrl}/setting/${setting}/`);
  await expect.poll(() => page.locator(`input[name="${setting}"][value="${value}"]`).isChecked()).toBe(true);
}

describe('shopper settings: currency and language', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('shows the listing and the product page in the currency the shopper chose', async () => {
    const { page } = browser();
    // Seen in rupees first, so the shared page cache holds the rupee listing.
    await page.goto(`${shopUrl}/products/`);
    const firstCard = page.locator(select.productCard).first();
    await expect.poll(() => firstCard.textContent()).toContain('₹');

    await choose('currency', 'USD');
    await page.goto(`${shopUrl}/products/`);
    await expect.poll(() => firstCard.textContent()).toContain('$');
    expect(await page.locator(select.productCard).allTextContents()).not.toEqual(
      expect.arrayContaining([expect.stringContaining('₹')]),
    );

    await firstCard.click();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.getByTestId('product-price').textContent()).toMatch(/^\$\d/);

    await choose('currency', 'INR');
    await page.goto(`${shopUrl}/products/`);
    await expect.poll(() => firstCard.textContent()).toContain('₹');
  });

  it('never serves a page kept in rupees to a shopper who chose another currency', async () => {
    const inr = await (await fetch(`${shopUrl}/products/?page_size=12`)).text();
    const again = await (await fetch(`${shopUrl}/products/?page_size=12`)).text();
    expect(again).toContain('₹');
    const euro = await (
      await fetch(`${shopUrl}/products/?page_size=12`, { headers: { cookie: 'currency_code=EUR' } })
    ).text();
    expect(inr).toContain('₹');
    expect(euro).toContain('€');
    // Nor by a cache in the browser or in front of the shop: the kept page varies with the cookies.
    const kept = await fetch(`${shopUrl}/products/?page_size=12`);
    expect(kept.headers.get('vary')).toMatch(/cookie/i);
    expect(euro).not.toContain('>₹');
  });

  it('switches the header and settings texts and the page language', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    expect(await page.getByTestId('sign-in-link').getAttribute('aria-label')).toBe('Sign in');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');

    await choose('language', 'hi-IN');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('सेटिंग्स');
    await page.goto(`${shopUrl}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    expect(await page.getByTestId('sign-in-link').getAttribute('aria-label')).toBe('साइन इन करें');
    expect(await page.locator(select.searchInput).getAttribute('placeholder')).toBe(
      'उत्पाद, ब्रांड और बहुत कुछ खोजें',
    );
    // Listing and product page controls too.
    await page.goto(`${shopUrl}/products/`);
    expect(await page.locator(select.sortSelect).locator('..').textContent()).toContain('क्रमबद्ध करें');
    await page.locator(select.productCard).first().click();
    await page.waitForURL(/\/product\//);
    await page.getByText('साइज़ चुनें').waitFor();
  });

  it('sends a language’s texts with its pages, not in every shopper’s JavaScript', async () => {
    const { page } = browser();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await choose('language', 'hi-IN');
    await page.goto(`${shopUrl}/products/`);
    await waitForHydration(page);
    expect(await page.getByTestId('sign-in-link').getAttribute('aria-label')).toBe('साइन इन करें');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(3);
    expect(loaded.filter((code) => /[\u0900-\u097F]/.test(code))).toEqual([]);
  });

  it('sends unknown settings paths to the currency settings', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/setting/nothing-here/`);
    await page.waitForURL(`${shopUrl}/setting/currency/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
  });
});
