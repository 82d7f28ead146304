import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeTopic } from '../../http/change-feed';
import type { HttpError } from '../../http/errors';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { changePrice, setStock } from './catalogue-writes';
import { forgetListingSummaries } from './listing';
import { signedGet } from './test-clients';
import { insertCatalogFixture } from './testing-fixture';

let test: TestPlatform;
const heard: ChangeTopic[] = [];
const V1 = '/service/application/catalog/v1.0';

beforeAll(async () => {
  // Its own change feed: other suites' changes on a shared Redis are not this catalogue's.
  test = await startTestPlatform({ products: 0, config: { redisUrl: undefined } });
  await insertCatalogFixture(test.platform.services.db);
  forgetListingSummaries(test.platform.services.db);
  test.platform.services.changes.subscribe((topic) => heard.push(topic));
  // The watcher may still announce the fixture's rows (written by SQL, as from outside): let it, then count afresh.
  await quiet();
  heard.length = 0;
}, 60_000);
afterAll(() => test?.close());

/** More than two of the watcher's reads (one a second). */
const WATCHER_READS_MS = 2_500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no change has been announced for a while. */
async function quiet(): Promise<void> {
  for (let count = -1; count !== heard.length; ) {
    count = heard.length;
    await pause(WATCHER_READS_MS);
  }
}

const api = (pathAndQuery: string) => signedGet({ ...test, db: test.platform.services.db }, pathAndQuery);
const services = () => test.platform.services;

describe('catalogue writes', () => {
  it('changes a price, and the very next read of the product and of listings shows it', async () => {
    const before = await api(`${V1}/products/acme-classic-tee/`);
    expect(before.body.price).toEqual({
      effective: expect.objectContaining({ min: 999, max: 999 }),
      marked: expect.objectContaining({ min: 1299, max: 1299 }),
    });
    await api(`${V1}/products/?q=tee&sort_on=price_asc`); // kept by the response cache and the index
    heard.length = 0;

    await changePrice(services(), 1, { effective: 49_900, marked: 129_900 });
    expect(heard).toEqual(['catalogue']);
    const after = await api(`${V1}/products/acme-classic-tee/`);
    expect(after.body.price).toEqual({
      effective: expect.objectContaining({ min: 499, max: 499 }),
      marked: expect.objectContaining({ min: 1299, max: 1299 }),
    });
    expect(after.body.discount).toBe('62% OFF');
    const listing = await api(`${V1}/products/?q=tee&sort_on=price_asc`);
    const items = listing.body.items as { slug: string; price: { effective: { min: number } } }[];
    expect(items.find((item) => item.slug === 'acme-classic-tee')?.price.effective.min).toBe(499);
  });

  it('announces a price change once: the watcher, seeing the counter move, does not announce it again', async () => {
    await quiet();
    heard.length = 0;
    await changePrice(services(), 2, { effective: 150_000, marked: 150_000 });
    expect(heard).toEqual(['catalogue']);
    await pause(WATCHER_READS_MS);
    expect(heard).toEqual(['catalogue']);
  });

  it('changes one size only, keeping the product price range true', async () => {
    await changePrice(services(), 3, { effective: 250_000, marked: 250_000 }, '42');
    const detail = await api(`${V1}/products/zenith-oxford-shirt/`);
    expect(detail.body.price).toEqual({
      effective: expect.objectContaining({ min: 1999, max: 2500 }),
      marked: expect.objectContaining({ min: 2499, max: 2500 }),
    });
  });

  it('refuses prices that are not whole paise or below the effective price, and unknown products', async () => {
    heard.length = 0;
    const refusal = (promise: Promise<void>) =>
      promise.then(
        () => 0,
        (error: HttpError) => error.status,
      );
    expect(await refusal(changePrice(services(), 1, { effective: 10.5, marked: 20 }))).toBe(400);
    expect(await refusal(changePrice(services(), 1, { effective: 300, marked: 200 }))).toBe(400);
    expect(await refusal(changePrice(services(), 999, { effective: 100, marked: 200 }))).toBe(404);
    expect(await refusal(changePrice(services(), 1, { effective: 100, marked: 200 }, 'XXL'))).toBe(404);
    const stock = { productUid: 1, size: 'S', storeUid: 1, quantity: 1 };
    expect(await refusal(setStock(services(), { ...stock, quantity: -1 }))).toBe(400);
    expect(await refusal(setStock(services(), { ...stock, storeUid: 999 }))).toBe(404);
    expect(heard).toEqual([]);
  });

  it('sets stock, and a product whose every size is gone is no longer sellable at once', async () => {
    const sellable = async () => {
      const listing = await api(`${V1}/products/?q=canvas`);
      const items = listing.body.items as { slug: string; sellable: boolean }[];
      return items.find((item) => item.slug === 'acme-canvas-sneakers')?.sellable;
    };
    expect(await sellable()).toBe(true);
    heard.length = 0;
    for (const size of ['7', '8', '9']) {
      for (const storeUid of [1, 2]) {
        await setStock(services(), { productUid: 5, size, storeUid, quantity: 0 });
      }
    }
    expect(heard).toEqual(Array(6).fill('catalogue'));
    expect(await sellable()).toBe(false);
  });
});

describe('the catalogue watcher', () => {
  it('announces a price set by SQL from outside the platform, and the API shows it', async () => {
    await api(`${V1}/products/nimbus-yoga-tee/`);
    heard.length = 0;
    await services()
      .db.updateTable('products')
      .set({ price_effective_min: 55_500, price_effective_max: 55_500 })
      .where('uid', '=', 7)
      .execute();
    const shown = async () => {
      const detail = await api(`${V1}/products/nimbus-yoga-tee/`);
      return (detail.body.price as { effective: { min: number } }).effective.min;
    };
    // Kept 60 s by the response cache unless the watcher announces the change.
    await expect.poll(shown, { timeout: 5_000 }).toBe(555);
    expect(heard).toContain('catalogue');
  });
});
