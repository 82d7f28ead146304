import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialClients, signedGet } from './test-clients';
import { type CatalogTestPlatform, startCatalogTestPlatform } from './test-platform';

let platform: CatalogTestPlatform;
let sdk: ReturnType<typeof officialClients>;

beforeAll(async () => {
  platform = await startCatalogTestPlatform();
  sdk = officialClients(platform);
}, 60_000);
afterAll(() => platform?.close());

// biome-ignore lint/suspicious/noExplicitAny: the official SDK returns untyped JSON.
type Json = any;
const V1 = '/service/application/catalog/v1.0';

describe('product page', () => {
  it('serves the product detail', async () => {
    const res: Json = await sdk.v1.catalog.getProductDetailBySlug({ slug: 'acme-classic-tee' });
    expect(res).toMatchObject({
      uid: 1,
      slug: 'acme-classic-tee',
      name: 'Classic Cotton Tee',
      has_variant: true,
      description: '<p>Classic Cotton Tee by Acme.</p>',
      department: { uid: 1, slug: 'men', name: 'Men' },
      brand: { uid: 100, name: 'Acme' },
      price: { effective: { min: 999, max: 999 }, marked: { min: 1299, max: 1299 } },
      discount: '23% OFF',
      category_map: { l1: { uid: 10 }, l2: { uid: 20 }, l3: { uid: 30 } },
    });
    expect(res.grouped_attributes[0].details.map((d: Json) => d.key)).toEqual([
      'Color',
      'Gender',
      'Material',
    ]);
  });

  it('answers 404 for unknown and inactive products', async () => {
    for (const slug of ['no-such-product', 'hidden-tee']) {
      expect(await signedGet(platform, `${V1}/products/${slug}/`)).toEqual({
        status: 404,
        body: { message: 'Product not found' },
      });
    }
    expect((await signedGet(platform, `${V1}/products/nope/sizes/`)).status).toBe(404);
    expect((await signedGet(platform, `${V1}/products/nope/variants/`)).status).toBe(404);
  });

  it('lists sizes with stock summed over stores or in one store', async () => {
    const all: Json = await sdk.v1.catalog.getProductSizesBySlug({ slug: 'acme-classic-tee' });
    expect(all.sizes.map((s: Json) => [s.value, s.quantity, s.is_available])).toEqual([
      ['S', 7, true],
      ['M', 7, true],
      ['L', 7, true],
    ]);
    expect(all).toMatchObject({
      sellable: true,
      multi_size: true,
      stores: { count: 2 },
      discount: '23% OFF',
    });
    expect(all.sizes[0].weight).toEqual({ unit: 'gram', shipping: 400, is_default: true });
    const one: Json = await sdk.v1.catalog.getProductSizesBySlug({ slug: 'acme-classic-tee', storeId: 2 });
    expect(one.sizes.map((s: Json) => s.quantity)).toEqual([2, 2, 2]);
    const soldOut: Json = await sdk.v1.catalog.getProductSizesBySlug({ slug: 'nimbus-trail-sneakers' });
    expect(soldOut.sellable).toBe(false);
    expect(soldOut.sizes.every((s: Json) => !s.is_available && s.quantity === 0)).toBe(true);
  });

  it('prices a size from the store holding the most, on both SDK paths', async () => {
    const v1: Json = await sdk.v1.catalog.getProductPriceBySlug({ slug: 'acme-classic-tee', size: 'M' });
    expect(v1).toMatchObject({
      store: { uid: 1, name: 'Mumbai Central', count: 2 },
      quantity: 5,
      price: { effective: 999, marked: 1299, currency_code: 'INR', currency_symbol: '₹' },
      discount: '23% OFF',
      pincode: 400001,
    });
    const v3: Json = await sdk.v3.catalog.getProductPriceBySlug({
      slug: 'acme-classic-tee',
      size: 'M',
      storeId: 2,
    });
    expect(v3).toMatchObject({ store: { uid: 2 }, quantity: 2 });
    expect(
      await signedGet(
        platform,
        '/service/application/catalog/v3.0/products/acme-classic-tee/sizes/XXL/price/',
      ),
    ).toEqual({
      status: 404,
      body: { message: 'Size not found for this product' },
    });
  });

  it('lists the sellers of a size', async () => {
    const res: Json = await sdk.v1.catalog.getProductSellersBySlug({ slug: 'acme-classic-tee', size: 'M' });
    expect(res.items.map((i: Json) => [i.store.uid, i.quantity])).toEqual([
      [1, 5],
      [2, 2],
    ]);
    expect(res.page).toMatchObject({ type: 'number', item_total: 2, has_next: false });
    const v3: Json = await sdk.v3.catalog.getProductSellersBySlug({
      slug: 'acme-canvas-sneakers',
      size: '8',
      strategy: 'low-price',
    });
    expect(v3.items).toHaveLength(1);
    expect(v3.sort_on.find((s: Json) => s.is_selected).value).toBe('low-price');
    const bad = await signedGet(
      platform,
      '/service/application/catalog/v4.0/products/acme-classic-tee/sizes/M/sellers/?strategy=cheapest',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/strategy must be one of/);
  });

  it('offers colour variants of the same group', async () => {
    const res: Json = await sdk.v1.catalog.getProductVariantsBySlug({ slug: 'acme-classic-tee' });
    expect(res.variants).toHaveLength(1);
    expect(res.variants[0]).toMatchObject({ header: 'Color', key: 'color', display_type: 'color' });
    expect(res.variants[0].items.map((i: Json) => [i.slug, i.value, i.color, i.is_available])).toEqual([
      ['acme-classic-tee', 'Red', '#e53935', true],
      ['acme-classic-tee-blue', 'Blue', '#1e88e5', true],
    ]);
    const none: Json = await sdk.v1.catalog.getProductVariantsBySlug({ slug: 'zenith-oxford-shirt' });
    expect(none.variants).toEqual([]);
  });

  it('picks similar and frequently compared products from the same category', async () => {
    const similar: Json = await sdk.v1.catalog.getSimilarComparisonProductBySlug({
      slug: 'acme-classic-tee',
    });
    expect(similar.items.map((i: Json) => i.slug)).toEqual([
      'acme-classic-tee',
      'acme-classic-tee-blue',
      'nimbus-yoga-tee',
      'acme-graphic-tee',
    ]);
    expect(similar.attributes_metadata[0].details.map((d: Json) => d.key)).toEqual([
      'color',
      'gender',
      'material',
    ]);
    const frequent: Json = await sdk.v1.catalog.getComparedFrequentlyProductBySlug({
      slug: 'zenith-oxford-shirt',
    });
    expect(frequent.similars.items.map((i: Json) => i.slug)).toEqual([
      'zenith-oxford-shirt',
      'zenith-linen-shirt',
    ]);
  });

  it('compares products by slug', async () => {
    const res: Json = await sdk.v1.catalog.getProductComparisonBySlugs({
      slug: ['zenith-oxford-shirt', 'acme-canvas-sneakers'],
    });
    expect(res.items.map((i: Json) => i.slug)).toEqual(['zenith-oxford-shirt', 'acme-canvas-sneakers']);
    expect(await signedGet(platform, `${V1}/products/compare/`)).toEqual({
      status: 400,
      body: { message: 'No Product Slugs present' },
    });
    expect((await signedGet(platform, `${V1}/products/compare/?slug=nope`)).status).toBe(404);
  });

  it('reports stock by product and by identifier', async () => {
    const res: Json = await sdk.v1.catalog.getProductStockByIds({ itemId: '5' });
    expect(res.items.map((i: Json) => [i.size, i.store.id, i.quantity])).toEqual([
      ['7', 1, 3],
      ['7', 2, 0],
      ['8', 1, 3],
      ['8', 2, 0],
      ['9', 1, 3],
      ['9', 2, 0],
    ]);
    const bySku: Json = await sdk.v3.catalog.getProductStockByIds({ skuCode: 'SKU-3-40' });
    expect(bySku.items.map((i: Json) => [i.item_id, i.size])).toEqual([
      [3, '40'],
      [3, '40'],
    ]);
    expect((await signedGet(platform, `${V1}/products/stock-status/`)).status).toBe(400);
    expect((await signedGet(platform, `${V1}/products/stock-status/?item_id=abc`)).status).toBe(400);
  });
});
