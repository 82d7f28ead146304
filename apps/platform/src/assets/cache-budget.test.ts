import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { imageCacheBudget } from './image-files';
import { registerAssets } from './route';
import { SILHOUETTES } from './silhouettes';
import { assetShop } from './testing';

/** Products at 480 wide are 5–20 kB each; the budget holds a handful. */
const BUDGET = 60_000;
const variant = (silhouette: string) => `products/${silhouette}/olive-detail.480.png`;
const url = (silhouette: string) => `/assets/products/${silhouette}/olive-detail.png?w=480`;
const bytes = (files: Map<string, number>) => [...files.values()].reduce((sum, size) => sum + size, 0);

describe('the on-disk cache of drawn images', () => {
  const shop = assetShop({ cacheBytes: BUDGET });
  afterAll(() => shop.close());

  it('stays within its byte budget, dropping the least recently served first', async () => {
    const [first, second, ...rest] = SILHOUETTES;
    expect((await shop.get(url(first))).status).toBe(200);
    expect((await shop.get(url(second))).status).toBe(200);
    // Serving the first again makes the second the least recently served.
    expect((await shop.get(url(first))).status).toBe(200);
    expect(shop.drawer.drawings).toBe(2);
    for (const silhouette of rest) {
      expect((await shop.get(url(silhouette))).status).toBe(200);
      const files = shop.files();
      expect(bytes(files), silhouette).toBeLessThanOrEqual(BUDGET);
      expect(files.has(variant(silhouette))).toBe(true);
      if (!files.has(variant(first))) expect(files.has(variant(second)), silhouette).toBe(false);
    }
    expect(shop.files().has(variant(first))).toBe(false);

    // What was dropped is drawn again on request.
    const drawings = shop.drawer.drawings;
    expect((await shop.get(url(second))).status).toBe(200);
    expect(shop.drawer.drawings).toBe(drawings + 1);
    expect(shop.files().has(variant(second))).toBe(true);
  });

  it('counts what an earlier run left on disk', async () => {
    const before = bytes(shop.files());
    expect(before).toBeGreaterThan(BUDGET / 2);
    const restarted = new Hono();
    registerAssets(restarted, shop.dataDir, {
      drawer: shop.drawer,
      sharedCacheDir: null,
      cacheBytes: BUDGET / 2,
    });
    expect((await restarted.request('/assets/products/shirt/grey-front.png?w=240')).status).toBe(200);
    expect(bytes(shop.files())).toBeLessThanOrEqual(BUDGET / 2);
    expect(shop.files().has('products/shirt/grey-front.240.png')).toBe(true);
  });
});

describe('the cache budget setting', () => {
  it('defaults to 256 MB and takes whole megabytes from VITRINE_IMAGE_CACHE_MB', () => {
    expect(imageCacheBudget({})).toBe(256 * 1024 * 1024);
    expect(imageCacheBudget({ VITRINE_IMAGE_CACHE_MB: '64' })).toBe(64 * 1024 * 1024);
    for (const bad of ['0', '-1', '1.5', 'lots']) {
      expect(() => imageCacheBudget({ VITRINE_IMAGE_CACHE_MB: bad }), bad).toThrow(
        /VITRINE_IMAGE_CACHE_MB must be a whole number of megabytes above 0/,
      );
    }
  });
});
