import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, layoutShiftAfterLoad, openBrowser } from './support/browser';
import { select } from './support/shop';

const shopUrl = inject('shopUrl');
let browser: Browser;
let productPath: string;

beforeAll(async () => {
  browser = await openBrowser();
  await browser.page.goto(`${shopUrl}/products/`);
  productPath = (await browser.page.locator(select.productCard).first().getAttribute('href')) ?? '';
});
afterAll(async () => {
  await browser?.close();
});

// Layout shift is a behaviour (content jumping under the shopper's eyes), not a timing: reserved boxes keep it 0.
describe('no layout shift while pages load', () => {
  for (const [name, path] of [
    ['home', () => '/'],
    ['product listing', () => '/products/'],
    ['product page', () => productPath],
  ] as const) {
    it(`on the ${name}`, async () => {
      const { page } = browser;
      const response = await page.goto(`${shopUrl}${path()}`);
      expect(response?.status()).toBe(200);
      const shift = await layoutShiftAfterLoad(page);
      expect(shift.value, `elements that moved:\n${shift.sources.join('\n')}`).toBeLessThan(0.01);
    });
  }
});
