import { describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './support/shop';
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

  it('keeps the page the server sent while its code arrives, instead of blanking it', async () => {
    const { page } = browser();
    // Slow code for the not-found page widens the window in which an update used to reach it mid-hydration.
    await page.route(/\/public\/assets\/(empty-state|not-found)[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedFromMain: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${shopUrl}/no-such-page-either/`);
    await waitForHydration(page);
    await page.waitForTimeout(600);
    const removed = await page.evaluate(
      () => (window as unknown as { removedFromMain: string[] }).removedFromMain,
    );
    expect(removed.filter((html) => html.includes('Page not found'))).toEqual([]);
    expect(await page.locator('a[href="/"]', { hasText: 'Go to home page' }).count()).toBe(1);
  });

  it('an unknown product answers 404 with the same page', async () => {
    const { page } = browser();
    const response = await page.goto(`${shopUrl}/product/no-such-product-slug`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
