import { ApplicationClient as ClientV3, ApplicationConfig as ConfigV3 } from '@gofynd/fdk-client-javascript';
import { ApplicationClient as ClientV1, ApplicationConfig as ConfigV1 } from 'fdk-v1';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogTestPlatform, startCatalogTestPlatform } from './test-platform';

// biome-ignore lint/suspicious/noExplicitAny: the official SDK returns untyped JSON.
type Json = any;

let platform: CatalogTestPlatform;

beforeAll(async () => {
  platform = await startCatalogTestPlatform();
}, 60_000);
afterAll(() => platform?.close());

/** Both SDKs as a shopper who gave their pincode (sent as x-location-detail), or none. */
function shopperAt(pincode?: string): { v1: Json; v3: Json } {
  const conf = {
    applicationID: platform.applicationId,
    applicationToken: platform.applicationToken,
    domain: platform.baseUrl,
    logLevel: 'ERROR' as const,
    ...(pincode
      ? {
          locationDetails: {
            pincode,
            country: 'India',
            country_iso_code: 'IN',
            city: '',
            location: { longitude: '', latitude: '' },
          },
        }
      : {}),
  };
  return {
    v1: new ClientV1(new ConfigV1(conf, { strictResponseCheck: true })),
    v3: new ClientV3(new ConfigV3(conf, { strictResponseCheck: true }), {}),
  };
}

const DAY_MS = 86_400_000;
/** Whole days from today in India to a promised date. */
const daysAway = (iso: string) =>
  (Date.parse(iso) - Math.floor((Date.now() + 330 * 60_000) / DAY_MS) * DAY_MS) / DAY_MS;
const days = (promise: { min: string; max: string }) => [daysAway(promise.min), daysAway(promise.max)];

// The classic tee's size M: 5 in store 1 (Mumbai, 400001), 2 in store 2 (Delhi, 110001).
const tee = { slug: 'acme-classic-tee', size: 'M' };

describe('delivery promise of a product page offer', () => {
  it('promises from the store that delivers soonest to the shopper’s pincode', async () => {
    const delhi: Json = await shopperAt('110002').v1.catalog.getProductPriceBySlug(tee);
    expect(delhi).toMatchObject({ store: { uid: 2 }, quantity: 2, is_cod: true });
    expect(days(delhi.delivery_promise)).toEqual([1, 2]);
    const mumbai: Json = await shopperAt('400002').v3.catalog.getProductPriceBySlug(tee);
    expect(mumbai).toMatchObject({ store: { uid: 1 }, quantity: 5 });
    expect(days(mumbai.delivery_promise)).toEqual([1, 2]);
    // Bengaluru has no stock: the nearest store holding it (Mumbai) sends it, later.
    const bengaluru: Json = await shopperAt('560001').v1.catalog.getProductPriceBySlug(tee);
    expect(bengaluru.store.uid).toBe(1);
    expect(daysAway(bengaluru.delivery_promise.min)).toBeGreaterThan(daysAway(mumbai.delivery_promise.min));
  });

  it('lists the sellers soonest first, each with its own promise', async () => {
    const { items }: Json = await shopperAt('110002').v1.catalog.getProductSellersBySlug(tee);
    expect(items.map((item: Json) => item.store.uid)).toEqual([2, 1]);
    expect(days(items[0].delivery_promise)).toEqual([1, 2]);
    expect(daysAway(items[1].delivery_promise.min)).toBeGreaterThan(1);
  });

  it('promises the widest window without a pincode, and none to a pincode the shop does not serve', async () => {
    const anywhere: Json = await shopperAt().v1.catalog.getProductPriceBySlug(tee);
    expect(anywhere.store.uid).toBe(1);
    expect(days(anywhere.delivery_promise)).toEqual([4, 7]);
    const nowhere: Json = await shopperAt('999999').v1.catalog.getProductPriceBySlug(tee);
    expect(nowhere).toMatchObject({ store: { uid: 1 }, price: { effective: 999 } });
    expect(nowhere.delivery_promise).toBeUndefined();
  });

  it('offers cash on delivery as the merchant’s rules say', async () => {
    const rules = async (value: string | undefined) =>
      value === undefined
        ? sql`UPDATE applications SET settings = settings - 'cart_rules'`.execute(platform.db)
        : sql`UPDATE applications SET settings = jsonb_set(settings, '{cart_rules}', ${value}::jsonb)`.execute(
            platform.db,
          );
    try {
      await rules('{"cod":{"max_order_value":50000}}');
      expect((await shopperAt('110002').v1.catalog.getProductPriceBySlug(tee)).is_cod).toBe(false);
      await rules('{"cod":{"max_order_value":100000}}');
      expect((await shopperAt('110002').v1.catalog.getProductPriceBySlug(tee)).is_cod).toBe(true);
      await rules('{"cod":{"enabled":false}}');
      const { items }: Json = await shopperAt().v3.catalog.getProductSellersBySlug(tee);
      expect(items.map((item: Json) => item.is_cod)).toEqual([false, false]);
    } finally {
      await rules(undefined);
    }
  });
});
