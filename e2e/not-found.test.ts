import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

describe('not found', () => {
  it('an unknown address answers 404 with the theme’s not-found page', async () => {
    const { page } = browser();
    const response = await page.goto(`${shopUrl}/no-such-page-here/`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.locator('a[href="/"]', { hasText: 'Go to home page' }).count()).toBe(1);
  });

  it('an unknown product answers 404 with the same page', async () => {
    const { page } = browser();
    const response = await page.goto(`${shopUrl}/product/no-such-product-slug`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
