import { beforeEach, describe, expect, inject, it } from 'vitest';
import { ASHA, signIn, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

/** A page as a visitor who is not signed in gets it: no cookies at all. */
async function visitorPage(path: string) {
  const response = await fetch(`${shopUrl}${path}`);
  return { cache: response.headers.get('x-cache'), html: await response.text() };
}

describe('pages kept for every visitor', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it("show a signed-in shopper their own account after load, and never another shopper's", async () => {
    const { page } = browser();
    const listing = await visitorPage('/products/');
    const path = /href="(\/product\/[^"?]+)"/.exec(listing.html)?.[1] ?? '';
    expect(path).not.toBe('');

    // Visitor B's copy of the product page: kept for every visitor.
    await visitorPage(path);
    const kept = await visitorPage(path);
    expect(kept.cache).toBe('HIT');
    expect(kept.html).toContain('data-testid="sign-in-link"');

    // Asha signs in; a proxy or CDN in front that keeps pages by address alone hands her B's copy.
    await page.goto(`${shopUrl}/`);
    await signIn(page, ASHA);
    await page.waitForURL(`${shopUrl}/`);
    await page.getByTestId('account-link').waitFor();
    await page.route(`${shopUrl}${path}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: kept.html }),
    );
    try {
      await page.goto(`${shopUrl}${path}`);
      await waitForHydration(page);
      await expect
        .poll(() => page.getByTestId('account-link').getAttribute('aria-label'), { timeout: 10_000 })
        .toBe('Account of Asha');
    } finally {
      await page.unroute(`${shopUrl}${path}`);
    }

    // Asha's own pages are rendered for her; the page every visitor gets still names no one.
    await page.goto(`${shopUrl}${path}`);
    expect(await page.getByTestId('account-link').getAttribute('aria-label')).toBe('Account of Asha');
    const afterAsha = await visitorPage(path);
    expect(afterAsha.html).not.toMatch(/Account of|asha@vitrine\.test/);
    expect(afterAsha.html).toContain('data-testid="sign-in-link"');
  });
});
