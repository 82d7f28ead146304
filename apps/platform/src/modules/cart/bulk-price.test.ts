import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, signedGet } from '../catalog/test-clients';

let platform: TestPlatform;
let sdk: ReturnType<typeof officialClients>;
let get: (pathAndQuery: string) => ReturnType<typeof signedGet>;
let tiered: { uid: number; slug: string; effective: number; sizeId: number };
let plain: { slug: string };

const BULK = '/service/application/cart/v1.0/bulk-price';

beforeAll(async () => {
  platform = await startTestPlatform({ products: 40 });
  const db = platform.platform.services.db;
  sdk = officialClients({ ...platform, db });
  get = (pathAndQuery) => signedGet({ ...platform, db }, pathAndQuery);
  const { rows } = await sql<{
    uid: number;
    slug: string;
    effective: string;
    size_id: number;
    tiers: number;
  }>`
    SELECT p.uid, p.slug, p.price_effective_min AS effective, min(ps.id) AS size_id,
      (SELECT count(*) FROM bulk_price_tiers t WHERE t.product_uid = p.uid)::int AS tiers
    FROM products p JOIN product_sizes ps ON ps.product_uid = p.uid
    WHERE p.is_active GROUP BY p.uid ORDER BY p.uid`.execute(db);
  const withTiers = rows.find((r) => r.tiers > 0);
  const without = rows.find((r) => r.tiers === 0);
  if (!withTiers || !without) throw new Error('the seed should hold products with and without bulk tiers');
  tiered = {
    uid: withTiers.uid,
    slug: withTiers.slug,
    effective: Number(withTiers.effective) / 100,
    sizeId: withTiers.size_id,
  };
  plain = { slug: without.slug };
}, 120_000);
afterAll(() => platform?.close());

// biome-ignore lint/suspicious/noExplicitAny: the official SDK returns untyped JSON.
type Json = any;

describe('bulk price offers', () => {
  it('lists the quantity tiers of a product with unit price, total and the best offer', async () => {
    const res: Json = await sdk.v1.cart.getBulkDiscountOffers({ slug: tiered.slug });
    expect(res.data).toHaveLength(1);
    expect(res.data[0].seller.name).toBeTruthy();
    const offers = res.data[0].offers;
    expect(offers.map((o: Json) => [o.quantity, o.margin, o.best])).toEqual([
      [3, 5, false],
      [6, 10, true],
    ]);
    const six = offers[1];
    expect(six.price.effective).toBe(tiered.effective);
    expect(six.price.bulk_effective).toBe(Math.round(tiered.effective * 90) / 100);
    expect(six.total).toBeCloseTo(six.price.bulk_effective * 6, 2);
    expect(six.price.currency_code).toBe('INR');
  });

  it('finds the product by uid, item id or article, through the newer SDK too', async () => {
    const bySlug: Json = await sdk.v3.cart.getBulkDiscountOffers({ slug: tiered.slug });
    const byUid: Json = await sdk.v3.cart.getBulkDiscountOffers({ uid: tiered.uid });
    const byItem: Json = await sdk.v1.cart.getBulkDiscountOffers({ itemId: tiered.uid });
    const byArticle: Json = await sdk.v1.cart.getBulkDiscountOffers({ articleId: `${tiered.sizeId}-1` });
    expect(byUid).toEqual(bySlug);
    expect(byItem).toEqual(bySlug);
    expect(byArticle.data[0].offers.map((o: Json) => o.quantity)).toEqual([3, 6]);
  });

  it('answers empty data for a product without tiers, 404 for an unknown one, 400 without a product', async () => {
    expect(await sdk.v1.cart.getBulkDiscountOffers({ slug: plain.slug })).toEqual({ data: [] });
    expect(await get(`${BULK}?slug=no-such-product`)).toMatchObject({ status: 404 });
    expect(await get(BULK)).toEqual({
      status: 400,
      body: { message: 'slug, uid, item_id or article_id is required' },
    });
    expect(await get(`${BULK}?article_id=abc`)).toMatchObject({ status: 400 });
    expect(await get(`${BULK}?uid=-4`)).toMatchObject({ status: 400 });
  });
});
