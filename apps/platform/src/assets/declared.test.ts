import { IMAGE_WIDTHS } from '@vitrine/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { readPngSize } from './png';
import { assetShop } from './testing';

describe('images drawn only as declared', () => {
  const shop = assetShop();
  afterAll(() => shop.close());

  it('draws nothing for a well-formed name the shop never refers to', async () => {
    // Valid letters and a palette colour, so it parses; the seed has no brand 'QZX'. A script could ask for
    // hundreds of thousands of such names.
    for (const url of ['/assets/logos/qzx-navy.png', '/assets/icons/watch-mustard.png?w=240']) {
      const response = await shop.get(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ message: `Asset not found: ${url.split('?')[0]}` });
    }
    expect(shop.drawer.drawings).toBe(0);
    expect([...shop.files().keys()]).toEqual([]);
  });

  it('draws nothing for a format it does not declare', async () => {
    for (const url of ['/assets/products/shirt/navy-front.webp', '/assets/products/shirt/navy-front.jpg']) {
      expect((await shop.get(url)).status, url).toBe(404);
    }
    expect(shop.drawer.drawings).toBe(0);
    expect([...shop.files().keys()]).toEqual([]);
  });

  it('answers an undeclared width with the nearest declared width at or above it, capped at the largest', async () => {
    const widths: (number | undefined)[] = [];
    for (const w of ['1', '300', '481', '99999']) {
      const response = await shop.get(`/assets/products/shirt/navy-front.png?w=${w}`);
      expect(response.status, w).toBe(200);
      widths.push(readPngSize(new Uint8Array(await response.arrayBuffer()))?.width);
    }
    expect(widths).toEqual([240, 480, 960, 1440]);
    const drawn = [...shop.files().keys()].map((name) => Number(name.split('.').at(-2)));
    expect(drawn.sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
  });
});
