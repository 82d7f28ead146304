import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { assetsDir, ensureImages, pickWidth } from './image-files';
import { readPngSize } from './png';
import { fileName, parseImagePath } from './pool';
import { registerAssets } from './route';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-assets-'));
const app = new Hono();
registerAssets(app, dataDir);
const get = (url: string) => app.request(url);

async function pngSize(response: Response) {
  return readPngSize(new Uint8Array(await response.arrayBuffer()));
}

describe('asset route', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves the largest width of a drawn image with an immutable cache header', async () => {
    const response = await get('/assets/products/shirt/navy-front.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await pngSize(response)).toEqual({ width: 1440, height: 1800 });
    expect(fs.existsSync(path.join(assetsDir(dataDir), 'products/shirt/navy-front.1440.png'))).toBe(true);
  });

  it('picks the smallest declared width at least as wide as ?w=, or the largest', async () => {
    const sizes = await Promise.all(
      ['240', '480', '481', '100', '5000'].map(
        async (w) => (await pngSize(await get(`/assets/products/mug/teal-detail.png?w=${w}`)))?.width,
      ),
    );
    expect(sizes).toEqual([240, 480, 960, 240, 1440]);
    expect(await pngSize(await get('/assets/banners/dress-pink-landscape.png?w=600'))).toEqual({
      width: 960,
      height: 360,
    });
    expect(await pngSize(await get('/assets/banners/dress-pink-portrait.png?w=300'))).toEqual({
      width: 480,
      height: 640,
    });
    expect(await pngSize(await get('/assets/logos/kt-teal.png?w=64'))).toEqual({ width: 240, height: 240 });
  });

  it('gives a drawn width as AVIF or WebP when fm asks, smaller than its PNG', async () => {
    const png = await get('/assets/products/shirt/navy-front.png?w=480');
    const pngBytes = (await png.arrayBuffer()).byteLength;
    for (const [fm, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      const response = await get(`/assets/products/shirt/navy-front.png?w=480&fm=${fm}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(pngBytes / 2);
      const { width, height, format } = await sharp(bytes).metadata();
      expect({ width, height, format }).toEqual({
        width: 480,
        height: 600,
        format: fm === 'avif' ? 'heif' : 'webp',
      });
    }
    expect(
      fs.existsSync(path.join(assetsDir(dataDir), fileName('products/shirt/navy-front', 480, 'avif'))),
    ).toBe(true);
  });

  it('refuses an encoding it does not give', async () => {
    const response = await get('/assets/products/shirt/navy-front.png?w=480&fm=gif');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('fm must be one of avif, webp');
  });

  it('serves a file already on disk without drawing it again', async () => {
    const file = path.join(assetsDir(dataDir), fileName('icons/shirt-navy', 480));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from('not really a png'));
    const response = await get('/assets/icons/shirt-navy.png');
    expect(await response.text()).toBe('not really a png');
  });

  it('serves other files under the assets folder with their content type', async () => {
    fs.mkdirSync(path.join(assetsDir(dataDir), 'uploads'), { recursive: true });
    fs.writeFileSync(
      path.join(assetsDir(dataDir), 'uploads/mark.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const response = await get('/assets/uploads/mark.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 JSON for missing files and for images we do not draw', async () => {
    for (const url of [
      '/assets/nothing/here.png',
      '/assets/products/shirt/chartreuse-front.png',
      '/assets/products/unicorn/navy-front.png',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect((await response.json()).message).toMatch(/Asset not found/);
    }
  });

  it('rejects paths that try to leave the assets folder and malformed widths', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
    // URL parsing already folds dot segments ('/assets/%2e%2e/x' is '/x'): that never reaches the route.
    const folded = await get('/assets/%2e%2e/secret.txt');
    expect(folded.status).toBe(404);
    expect(await folded.text()).not.toContain('secret');
    for (const url of [
      '/assets/products/..%2f..%2fsecret.txt',
      '/assets/a%2F%2E%2E%2F%2E%2E%2Fsecret.txt',
      '/assets/x%5C..%5Csecret.txt',
      '/assets/%E0%A4%A.png',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect((await response.json()).message).toBe('Invalid asset path');
    }
    for (const w of ['abc', '0', '-5', '1e3']) {
      const response = await get(`/assets/products/shirt/navy-front.png?w=${w}`);
      expect(response.status, w).toBe(400);
      expect((await response.json()).message).toMatch(/w must be/);
    }
  });
});

describe('image pool', () => {
  it('reads image paths back into drawings, and only known silhouettes and colours', () => {
    expect(parseImagePath('products/kurta/maroon-studio')).toMatchObject({
      kind: 'products',
      width: 1440,
      height: 1800,
    });
    expect(parseImagePath('banners/watch-black-landscape')).toMatchObject({ width: 1440, height: 540 });
    expect(parseImagePath('banners/watch-black-portrait')).toMatchObject({ width: 960, height: 1280 });
    expect(parseImagePath('products/kurta/maroon-sideways')).toBeNull();
    expect(parseImagePath('logos/toolong-navy')).toBeNull();
  });

  it('picks widths', () => {
    expect(pickWidth([240, 480, 960, 1440])).toBe(1440);
    expect(pickWidth([240, 480, 960, 1440], 480)).toBe(480);
    expect(pickWidth([240, 480, 960, 1440], 2000)).toBe(1440);
  });

  it('draws every width of missing images ahead of time, once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-assets-ensure-'));
    try {
      expect(ensureImages(dir, ['icons/mug-teal', 'logos/zn-navy'])).toBe(4);
      for (const w of [240, 480]) {
        const bytes = fs.readFileSync(path.join(assetsDir(dir), fileName('icons/mug-teal', w)));
        expect(readPngSize(bytes)).toEqual({ width: w, height: w });
      }
      expect(ensureImages(dir, ['icons/mug-teal', 'logos/zn-navy'])).toBe(0);
      expect(() => ensureImages(dir, ['products/../../etc'])).toThrow(/Not a drawable image path/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
