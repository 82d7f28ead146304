import { beforeEach, describe, expect, inject, it } from 'vitest';
import { cardSlugs, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const compared = (page: import('playwright-core').Page) =>
  page.getByTestId('compare-product').locator('.compare__name').allTextContents();

describe('comparing products', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('compares three products from the product page and the compare search, then removes one', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/products/`);
    const [first, second] = await cardSlugs(page);

    await page.goto(`${shopUrl}/product/${first}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-compare').click();
    await page.waitForURL(`${shopUrl}/compare/?id=${first}`);
    await page.getByTestId('compare-table').waitFor();

    // The second product joins the first: the compare page kept its slugs (m_compare_slugs).
    await page.goto(`${shopUrl}/product/${second}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-compare').click();
    await page.waitForURL(`${shopUrl}/compare/?id=${first},${second}`);
    await expect.poll(() => compared(page).then((names) => names.length)).toBe(2);

    // The compare search asks from no text at all (its minimum length is 0).
    await waitForHydration(page);
    await page.getByTestId('compare-search').fill('');
    await page.getByTestId('compare-search-submit').click();
    await page.getByTestId('compare-results').waitFor();
    await page.getByTestId('compare-add').first().click();
    await expect.poll(() => compared(page).then((names) => names.length)).toBe(3);
    expect(await page.getByTestId('compare-attribute').count()).toBeGreaterThan(0);
    const three = await compared(page);

    await page.getByTestId('compare-remove').nth(1).click();
    await expect.poll(() => compared(page)).toEqual([three[0], three[2]]);
    const ids = new URL(page.url()).searchParams.get('id')?.split(',') ?? [];
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(second);
  });

  it("says 'No Product Slugs present' without products to compare", async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/compare/`);
    expect(await page.getByTestId('compare-error').textContent()).toBe('No Product Slugs present');
  });
});
