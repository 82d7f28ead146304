import { beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutShiftAfterLoad } from './support/browser';
import { select } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();
let productPath: string;

beforeAll(async () => {
  await browser().page.goto(`${shopUrl}/products/`);
  productPath = (await browser().page.locator(select.productCard).first().getAttribute('href')) ?? '';
});

// Layout shift is a behaviour (content jumping under the shopper's eyes), not a timing: reserved boxes keep it 0.
describe('no layout shift while pages load', () => {
  for (const [name, path] of [
    ['home', () => '/'],
    ['product listing', () => '/products/'],
    ['product page', () => productPath],
  ] as const) {
    it(`on the ${name}`, async () => {
      const { page } = browser();
      const response = await page.goto(`${shopUrl}${path()}`);
      expect(response?.status()).toBe(200);
      const shift = await layoutShiftAfterLoad(page);
      expect(shift.value, `elements that moved:\n${shift.sources.join('\n')}`).toBeLessThan(0.01);
    });
  }
});
