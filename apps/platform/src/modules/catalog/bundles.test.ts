import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, signedRequest } from '../user/test-clients';

let platform: TestPlatform;
let firstSlug: string;
let lastSlug: string;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 12 });
  const products = await platform.platform.services.db
    .selectFrom('products')
    .select('slug')
    .orderBy('uid')
    .limit(7)
    .execute();
  firstSlug = products[0].slug;
  lastSlug = products[6].slug;
});
afterAll(() => platform?.close());

describe('bundles of products (catalog.getProductBundlesBySlug)', () => {
  it('answers the bundles a product belongs to, with each product’s sizes and prices, in both SDK versions', async () => {
    for (const sdk of Object.values(officialClients(platform))) {
      const { items } = await sdk.catalog.getProductBundlesBySlug({ slug: firstSlug });
      expect(items).toHaveLength(1);
      const [bundle] = items;
      expect(bundle).toMatchObject({ name: 'Weekend set', slug: 'weekend-set', choice: 'multi' });
      expect(bundle.products).toHaveLength(3);
      expect(bundle.products[0]).toMatchObject({
        min_quantity: 1,
        max_quantity: 3,
        auto_select: true,
        allow_remove: false,
        product_details: { slug: firstSlug },
      });
      for (const product of bundle.products) {
        expect(product.sizes.length).toBeGreaterThan(0);
        expect(product.price.min_effective).toBeGreaterThan(0);
      }
      const byId = await sdk.catalog.getProductBundlesBySlug({ id: bundle._id });
      expect(byId.items.map((item: { _id: string }) => item._id)).toEqual([bundle._id]);
    }
  });

  it('answers no bundles for a product in none, or an unknown id; 400 when neither is given', async () => {
    const { v3 } = officialClients(platform);
    expect(await v3.catalog.getProductBundlesBySlug({ slug: lastSlug })).toEqual({ items: [] });
    expect(await v3.catalog.getProductBundlesBySlug({ id: 'f'.repeat(24) })).toEqual({ items: [] });
    const neither = await signedRequest(platform, {
      method: 'GET',
      path: '/service/application/catalog/v1.0/product-grouping/',
    });
    expect(neither).toMatchObject({
      status: 400,
      body: { message: 'Give slug (a product) or id (a bundle)' },
    });
  });
});
