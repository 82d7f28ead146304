import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asciiJson } from './listing-items';
import { forgetTaxonomy } from './taxonomy';
import { signedGet } from './test-clients';
import { type CatalogTestPlatform, startCatalogTestPlatform } from './test-platform';

let platform: CatalogTestPlatform;

beforeAll(async () => {
  platform = await startCatalogTestPlatform();
}, 60_000);
afterAll(() => platform?.close());
afterEach(() => {
  vi.useRealTimers();
});

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies are read field by field.
type Json = any;
const V1 = '/service/application/catalog/v1.0';
/** Responses are cached per URL: each read adds a filter the listing ignores, so that it reaches the listing. */
let reads = 0;
async function listed(): Promise<Map<string, Json>> {
  const { status, body } = await signedGet(platform, `${V1}/products/?page_size=50&f=__read:${reads++}`);
  expect(status).toBe(200);
  return new Map((body.items as Json[]).map((item) => [item.slug, item]));
}

describe('listing items', () => {
  it('carry the same fields as the product page, plus sizes and stock', async () => {
    const items = await listed();
    expect([...items.keys()].sort()).toEqual([
      'acme-canvas-sneakers',
      'acme-classic-tee',
      'acme-classic-tee-blue',
      'acme-graphic-tee',
      'nimbus-running-sneakers',
      'nimbus-trail-sneakers',
      'nimbus-yoga-tee',
      'zenith-linen-shirt',
      'zenith-oxford-shirt',
    ]);
    for (const [slug, item] of items) {
      const { body: detail } = await signedGet(platform, `${V1}/products/${slug}/`);
      const { sizes, sellable, ...summary } = item;
      expect(summary).toEqual(Object.fromEntries(Object.keys(summary).map((key) => [key, detail[key]])));
      expect(Object.keys(summary)).toEqual(Object.keys(detail).slice(0, Object.keys(summary).length));
    }
    expect(items.get('acme-classic-tee')).toMatchObject({ sizes: ['S', 'M', 'L'], has_variant: true });
    expect(items.get('zenith-oxford-shirt')).toMatchObject({ sizes: ['38', '40', '42'], has_variant: false });
    expect(items.get('nimbus-trail-sneakers')?.sellable).toBe(false);
    expect(items.get('acme-canvas-sneakers')?.sellable).toBe(true);
  });

  it('name the brand as the taxonomy does now, without a catalogue change', async () => {
    const { db } = platform;
    expect((await listed()).get('zenith-linen-shirt')?.brand.name).toBe('Zenith');
    await sql`UPDATE brands SET name = 'Zenith Atelier' WHERE slug = 'zenith'`.execute(db);
    try {
      forgetTaxonomy(db);
      const items = await listed();
      expect(items.get('zenith-linen-shirt')?.brand.name).toBe('Zenith Atelier');
      expect(items.get('acme-classic-tee')?.brand).toMatchObject({ name: 'Acme', uid: 100 });
    } finally {
      await sql`UPDATE brands SET name = 'Zenith' WHERE slug = 'zenith'`.execute(db);
      forgetTaxonomy(db);
    }
  });

  it('show stock as last read, read again once the reading is half a minute old', async () => {
    const { db } = platform;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await listed()).get('zenith-oxford-shirt')?.sellable).toBe(true);
    const sizes = sql`(SELECT id FROM product_sizes WHERE product_uid = 3)`;
    await sql`UPDATE inventory SET quantity = 0 WHERE size_id IN ${sizes}`.execute(db);
    try {
      expect((await listed()).get('zenith-oxford-shirt')?.sellable).toBe(true);
      vi.setSystemTime(Date.now() + 30_000);
      let sellable = true;
      for (let attempt = 0; sellable && attempt < 100; attempt++) {
        sellable = (await listed()).get('zenith-oxford-shirt')?.sellable;
      }
      expect(sellable).toBe(false);
      expect((await listed()).get('zenith-linen-shirt')?.sellable).toBe(true);
    } finally {
      await sql`UPDATE inventory SET quantity = 4 WHERE size_id IN ${sizes}`.execute(db);
    }
  });
});

describe('listing JSON', () => {
  it('is written in ASCII and reads back the same', () => {
    const value = { symbol: '₹', name: 'Café “Chai” 😀', plain: 'tee', n: 1 };
    const text = asciiJson(JSON.stringify(value));
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(text).toContain('\\u20b9');
    expect(JSON.parse(text)).toEqual(value);
  });
});
