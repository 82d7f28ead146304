import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as catalogSearch } from '../../db/migrations/002_catalog_search';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients } from './test-clients';

let platform: TestPlatform;
let sdk: ReturnType<typeof officialClients>;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 300 });
  // Until db/migrate.ts lists 002_catalog_search (idempotent, so running it twice is harmless).
  await catalogSearch(platform.platform.services.db as never);
  sdk = officialClients({ ...platform, db: platform.platform.services.db });
}, 120_000);
afterAll(() => platform?.close());

// biome-ignore lint/suspicious/noExplicitAny: the official SDK returns untyped JSON.
type Json = any;
const facetTotal = (res: Json, key: string) =>
  res.filters.find((f: Json) => f.key.name === key).values.reduce((n: number, v: Json) => n + v.count, 0);

describe('catalogue on the demo seed', () => {
  it('lists the seeded products with consistent facets, passing the official models', async () => {
    const res: Json = await sdk.v1.catalog.getProducts({ pageSize: 24 });
    expect(res.page.item_total).toBe(300);
    expect(res.items).toHaveLength(24);
    expect(facetTotal(res, 'brand')).toBe(300);
    expect(facetTotal(res, 'department')).toBe(300);
    const women: Json = await sdk.v1.catalog.getProducts({ f: 'department:women', sortOn: 'price_dsc' });
    const prices = women.items.map((i: Json) => i.price.effective.min);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(women.page.item_total).toBe(
      women.filters
        .find((f: Json) => f.key.name === 'department')
        .values.find((v: Json) => v.value === 'women').count,
    );
  });

  it('serves every seeded collection, applying its rule', async () => {
    const collections: Json = await sdk.v1.catalog.getCollections({ pageSize: 100 });
    expect(collections.items.length).toBeGreaterThanOrEqual(10);
    for (const collection of collections.items) {
      const items: Json = await sdk.v1.catalog.getCollectionItemsBySlug({
        slug: collection.slug,
        pageSize: 4,
      });
      expect(items.page.item_total, collection.slug).toBeLessThan(300);
    }
    const sale: Json = await sdk.v1.catalog.getCollectionItemsBySlug({ slug: 'womens-sale' });
    const same: Json = await sdk.v1.catalog.getProducts({ f: 'department:women:::discount:[30 TO 100]' });
    expect(sale.page.item_total).toBe(same.page.item_total);
  });

  it('opens a seeded product: detail, sizes, price, variants', async () => {
    const men: Json = await sdk.v1.catalog.getProducts({ f: 'department:men', pageSize: 1 });
    const first = men.items[0];
    const detail: Json = await sdk.v1.catalog.getProductDetailBySlug({ slug: first.slug });
    expect(detail.uid).toBe(first.uid);
    const sizes: Json = await sdk.v1.catalog.getProductSizesBySlug({ slug: first.slug });
    expect(sizes.sizes.length).toBeGreaterThan(0);
    const price: Json = await sdk.v1.catalog.getProductPriceBySlug({
      slug: first.slug,
      size: sizes.sizes[0].value,
    });
    expect(price.price.effective).toBeGreaterThan(0);
    const variants: Json = await sdk.v1.catalog.getProductVariantsBySlug({ slug: first.slug });
    expect(variants.variants.length > 0).toBe(detail.has_variant);
  });

  it('finds seeded products by name, despite a typo, and suggests them', async () => {
    const top: Json = await sdk.v1.catalog.getProducts({ pageSize: 1 });
    const first = top.items[0];
    const word: string = first.name
      .split(/\s+/)
      .sort((a: string, b: string) => b.length - a.length)[0]
      .toLowerCase();
    const exact: Json = await sdk.v1.catalog.getProducts({ q: word, pageSize: 100 });
    expect(exact.page.item_total).toBeGreaterThan(0);
    const typo = `${word.slice(0, 3)}${word[3]}${word.slice(3)}`;
    const corrected: Json = await sdk.v1.catalog.getProducts({ q: typo, pageSize: 100 });
    expect(corrected.page.item_total, `${word} → ${typo}`).toBeGreaterThan(0);
    const suggestions: Json = await sdk.v1.catalog.getSearchResults({ q: word.slice(0, 4) });
    expect(suggestions.items.some((i: Json) => i.type === 'product')).toBe(true);
  });
});
