import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { readPngSize } from './png';

describe('images on a running platform', () => {
  let shop: TestPlatform;
  beforeAll(async () => {
    shop = await startTestPlatform({ products: 20 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('serves the seeded product images under /assets without credentials', async () => {
    const product = await shop.platform.services.db
      .selectFrom('products')
      .select('medias')
      .orderBy('uid')
      .executeTakeFirstOrThrow();
    const response = await fetch(`${shop.baseUrl}${product.medias[0].url}?w=480`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(readPngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 480, height: 600 });
    const missing = await fetch(`${shop.baseUrl}/assets/products/shirt/nope-front.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'Asset not found: /assets/products/shirt/nope-front.png',
    });
  });

  it('draws the pictures of the seeded content, and no names the shop does not refer to', async () => {
    const blog = await fetch(`${shop.baseUrl}/assets/banners/shirt-rust-landscape.png?w=480`);
    expect(blog.status).toBe(200);
    expect(readPngSize(new Uint8Array(await blog.arrayBuffer()))).toEqual({ width: 480, height: 180 });
    const unseeded = await fetch(`${shop.baseUrl}/assets/logos/qzx-navy.png`);
    expect(unseeded.status).toBe(404);
    expect(fs.existsSync(path.join(shop.platform.services.config.dataDir, 'assets/logos'))).toBe(false);
  });
});
