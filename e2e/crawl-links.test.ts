import { describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** Links this crawl leaves out until their pages exist: the cart (issue 13, not built yet). */
const NOT_YET_BUILT = new Set(['/cart/bag/']);

describe('every link a visitor sees first', () => {
  it('each link of the home page, its header and its footer answers 200', async () => {
    const { page } = browser();
    const home = await page.goto(`${shopUrl}/`);
    expect(home?.status()).toBe(200);
    await waitForHydration(page);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const origin = new URL(shopUrl).origin;
    const paths = [
      ...new Set(
        hrefs
          .map((href) => new URL(href))
          .filter((url) => url.origin === origin)
          .map((url) => `${url.pathname}${url.search}`),
      ),
    ].filter((path) => !NOT_YET_BUILT.has(path));
    // The demo's home page links to the footer's pages, the journal and the catalogue: well over a dozen.
    expect(paths.length).toBeGreaterThan(15);
    expect(paths).toEqual(expect.arrayContaining(['/blog/', '/faq/', '/contact-us/']));
    const failures: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${shopUrl.replace(/\/$/, '')}${path}`, { redirect: 'follow' });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});
