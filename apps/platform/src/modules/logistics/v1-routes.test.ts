import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients } from '../user/test-clients';

// The four calls exist only in v1.4.13 (v3.4.2 removed them), so only that SDK, with strict response checks, calls.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
});
afterAll(() => platform?.close());

const v1 = () => officialClients(platform).v1.logistic;
const appData = { xApplicationId: '', xApplicationData: '' };

describe('stores by place (logistic.getLocations)', () => {
  it('lists every store, and only those in the city asked for', async () => {
    const all = await v1().getLocations(appData);
    expect(all.items.map((store: { id: number }) => store.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(all.page).toMatchObject({ type: 'number', current: 1, item_total: 4, has_next: false });
    const mumbai = await v1().getLocations({ ...appData, city: 'mumbai' });
    expect(mumbai.items).toEqual([
      {
        id: 1001,
        store_type: 'high_street',
        tags: expect.any(Array),
        company_id: expect.any(Number),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
    ]);
    const maharashtra = await v1().getLocations({ ...appData, state: 'Maharashtra', pageSize: 1, pageNo: 2 });
    expect(maharashtra.items.map((store: { id: number }) => store.id)).toEqual([1004]);
    expect(maharashtra.page).toMatchObject({ current: 2, item_total: 2, has_previous: true });
  });

  it('names the store by its pincode, and refuses another application’s id', async () => {
    const byPincode = await v1().getLocations({ ...appData, pincode: 560025 });
    expect(byPincode.items.map((store: { id: number }) => store.id)).toEqual([1002]);
    await expect(v1().getLocations({ ...appData, xApplicationId: 'someone-else' })).rejects.toMatchObject({
      code: 403,
      message: 'x-application-id names another application than the caller',
    });
    await expect(v1().getLocations({ ...appData, pageSize: 0 })).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining('page_size'),
    });
  });
});

describe('pincode zones (logistic.getPincodeZones)', () => {
  it('answers the zone of a serviceable pincode', async () => {
    const answer = await v1().getPincodeZones({ body: { pincode: '400001', country: 'India' } });
    expect(answer).toEqual({ serviceability_type: 'all', zones: ['MH'] });
    const byIso = await v1().getPincodeZones({ body: { pincode: '560001', country: 'IN' } });
    expect(byIso.zones).toEqual(['KA']);
  });

  it('answers 404 for a pincode the shop does not serve, 400 for one that is not a pincode', async () => {
    await expect(
      v1().getPincodeZones({ body: { pincode: '999999', country: 'India' } }),
    ).rejects.toMatchObject({
      code: 404,
      message: 'Pincode not serviceable',
    });
    await expect(v1().getPincodeZones({ body: { pincode: '4000', country: 'India' } })).rejects.toMatchObject(
      {
        code: 400,
        message: expect.stringContaining('pincode must be a 6-digit pincode'),
      },
    );
  });
});

describe('store reassignment (logistic.getOptimalLocations)', () => {
  /** A size held by at least two stores. */
  async function sizeInTwoStores() {
    const rows = await platform.platform.services.db
      .selectFrom('inventory as i')
      .innerJoin('product_sizes as ps', 'ps.id', 'i.size_id')
      .select(['ps.product_uid', 'ps.size', 'i.store_uid'])
      .where('i.quantity', '>', 1)
      .orderBy('ps.id')
      .orderBy('i.store_uid')
      .execute();
    const stores = new Map<string, number[]>();
    for (const row of rows) {
      const key = `${row.product_uid}|${row.size}`;
      stores.set(key, [...(stores.get(key) ?? []), row.store_uid]);
    }
    const [key, uids] = [...stores].find(([, held]) => held.length >= 2) ?? [];
    if (!key || !uids) throw new Error('the demo shop holds no size in two stores');
    const [item, size] = key.split('|');
    return { item_id: Number(item), size, uids };
  }
  const request = (articles: unknown[], ignored: number[] = []) => ({
    body: {
      configuration: {},
      to_pincode: '400001',
      ignored_locations: ignored,
      identifier: 'cart-1',
      articles,
    },
  });

  it('assigns each article to a store holding it, and skips the stores ruled out', async () => {
    const { item_id, size, uids } = await sizeInTwoStores();
    const answer = await v1().getOptimalLocations(request([{ item_id, size, quantity: 1 }]));
    expect(answer).toMatchObject({ to_pincode: '400001', success: true });
    const [first] = answer.assigned_stores;
    expect(first).toMatchObject({ item_id, size, quantity: 1 });
    expect(uids).toContain(first.store_id);
    expect(first.delivery_promise).toEqual({
      min: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00.000Z$/),
      max: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00.000Z$/),
    });
    const again = await v1().getOptimalLocations(request([{ item_id, size }], [first.store_id]));
    expect(again.assigned_stores[0].store_id).not.toBe(first.store_id);
    expect(uids).toContain(again.assigned_stores[0].store_id);
  });

  it('says so when no store can fulfil an article, and rejects what is not an article', async () => {
    const { item_id, size, uids } = await sizeInTwoStores();
    const answer = await v1().getOptimalLocations(
      request([{ item_id, size }], [1001, 1002, 1003, 1004, ...uids]),
    );
    expect(answer).toMatchObject({ success: false, assigned_stores: [] });
    expect(answer.error.message).toBe('No store has stock for every article');
    await expect(v1().getOptimalLocations(request([{ size }]))).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining('item_id must be a number'),
    });
    await expect(
      v1().getOptimalLocations({ body: { ...request([{ item_id, size }]).body, to_pincode: '999999' } }),
    ).rejects.toMatchObject({ code: 404, message: 'Pincode not serviceable' });
  });
});

describe('turnaround time of a product (logistic.getTatProduct)', () => {
  const body = (overrides: object = {}) => ({
    to_pincode: '560001',
    source: 'product-description',
    location_details: [
      {
        fulfillment_id: 1002,
        from_pincode: '560025',
        articles: [
          { category: { level: 'l3', id: 12 }, manufacturing_time: 2, manufacturing_time_unit: 'days' },
        ],
      },
    ],
    ...overrides,
  });

  const DAY_MS = 86_400_000;
  /** Whole days from today in India to a promised time (seconds). */
  const daysAway = (seconds: number) =>
    (seconds * 1000 - Math.floor((Date.now() + 330 * 60_000) / DAY_MS) * DAY_MS) / DAY_MS;
  const promisedDays = async (overrides: object) => {
    const answer = await v1().getTatProduct({ body: body(overrides) });
    const { min, max } = answer.location_details[0].articles[0].promise.timestamp;
    return [daysAway(min), daysAway(max)];
  };

  it('promises a window from the store to the pincode, later by the making time', async () => {
    const answer = await v1().getTatProduct({ body: body() });
    expect(answer).toMatchObject({
      to_pincode: '560001',
      to_city: 'Bengaluru',
      success: true,
      is_cod_available: true,
    });
    expect(answer.error.message).toBeNull();
    const [article] = answer.location_details[0].articles;
    expect(article).toMatchObject({ is_cod_available: true, error: { message: null } });
    // From the Brigade Road store across Bengaluru: one to two days, and two days of making on top.
    expect([daysAway(article.promise.timestamp.min), daysAway(article.promise.timestamp.max)]).toEqual([
      3, 4,
    ]);
    expect(article.promise.formatted.min).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}/);
    expect(article._manufacturing_time_seconds).toBe(2 * 86_400);
    // The same store to Delhi, far off; and from Bandra (named only by its pincode) to Bengaluru.
    expect(await promisedDays({ to_pincode: '110001' })).toEqual([6, 9]);
    const bandra = { from_pincode: '400050', articles: [{ category: { level: 'l3', id: 12 } }] };
    expect(await promisedDays({ location_details: [bandra] })).toEqual([3, 5]);
  });

  it('says cash on delivery is available only when the shop takes it', async () => {
    const db = platform.platform.services.db;
    await sql`UPDATE applications SET settings = jsonb_set(settings, '{cart_rules}', '{"cod":{"enabled":false}}')`.execute(
      db,
    );
    try {
      const answer = await v1().getTatProduct({ body: body() });
      expect(answer.is_cod_available).toBe(false);
      expect(answer.location_details[0].articles[0].is_cod_available).toBe(false);
    } finally {
      await sql`UPDATE applications SET settings = settings - 'cart_rules'`.execute(db);
    }
  });

  it('answers Pincode not serviceable without a to-pincode, from-pincode or category id', async () => {
    const location = body().location_details[0];
    for (const incomplete of [
      body({ to_pincode: undefined }),
      body({ location_details: [{ ...location, from_pincode: undefined }] }),
      body({ location_details: [{ ...location, articles: [{ category: { level: 'l3' } }] }] }),
      body({ to_pincode: '999999' }),
    ]) {
      await expect(v1().getTatProduct({ body: incomplete })).rejects.toMatchObject({
        message: 'Pincode not serviceable',
      });
    }
  });
});
