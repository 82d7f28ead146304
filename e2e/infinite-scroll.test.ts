import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { productCards, select, waitForHydration, waitForMoreCards } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** Holds the page's scripts back until `release`: the shopper sees and scrolls the server-rendered page first. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/public\/assets\/.+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

describe('infinite scroll after late hydration', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`loads the next page for a shopper who reached the bottom before hydration (${viewport.width} px)`, async () => {
      const { page } = browser();
      await page.setViewportSize(viewport);
      const scripts = await holdScripts(page);
      try {
        await page.goto(`${shopUrl}/products/`, { waitUntil: 'commit' });
        await page.locator(`${select.listingEnd}[data-has-next="true"]`).waitFor({ state: 'attached' });
        const firstPage = await productCards(page).count();
        expect(firstPage).toBeGreaterThan(0);

        // The shopper goes to the very bottom of the page while it is still plain HTML: past the end of the list,
        // when the footer is taller than the load threshold.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const bottomGap = await page.evaluate(
          () => document.documentElement.scrollHeight - window.scrollY - window.innerHeight,
        );
        expect(bottomGap).toBeLessThanOrEqual(1);

        await scripts.release();
        await waitForHydration(page);
        // Without scrolling back up, the next page arrives below the first.
        expect(await waitForMoreCards(page, firstPage)).toBeGreaterThan(firstPage);
      } finally {
        await scripts.release();
        await page.unroute(/\/public\/assets\/.+\.js$/);
      }
    });
  }
});
