import { describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

describe('shell links', () => {
  it('menu and footer links navigate inside the app, and back returns', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await waitForHydration(page);
    // A full page load would forget this; a navigation inside the app keeps it.
    await page.evaluate(() => Object.assign(window, { stillSamePage: true }));

    const menuLink = page.locator('.header .nav__list > .nav__item > a.nav__link').first();
    const menuHref = (await menuLink.getAttribute('href')) ?? '';
    await menuLink.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === menuHref);
    await page.locator('[data-testid="product-card"]').first().waitFor();

    const footerLink = page.locator('footer a[href^="/"]').first();
    const footerHref = (await footerLink.getAttribute('href')) ?? '';
    await footerLink.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === footerHref);

    await page.goBack();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === menuHref);
    expect(await page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
  });
});
