import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients } from '../user/test-clients';

let platform: TestPlatform;
let companyId: number;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  const app = await platform.platform.services.db
    .selectFrom('applications')
    .select('company_id')
    .where('id', '=', platform.applicationId)
    .executeTakeFirstOrThrow();
  companyId = app.company_id;
});
afterAll(() => platform?.close());

const v3 = () => officialClients(platform).v3;
const window = {
  min: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  max: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};

const DAY_MS = 86_400_000;
/** Whole days from today in India to a promised date. */
const daysAway = (iso: string) =>
  (Date.parse(iso) - Math.floor((Date.now() + 330 * 60_000) / DAY_MS) * DAY_MS) / DAY_MS;
const days = (promise: { min: string; max: string }) => [daysAway(promise.min), daysAway(promise.max)];
const promiseAt = (pincode?: string) =>
  v3().logistic.getDeliveryPromise(pincode ? { xLocationDetail: JSON.stringify({ pincode }) } : {});

describe('delivery promises (logistic.getDeliveryPromise)', () => {
  it('promises a window from each store to a serviceable pincode', async () => {
    const answer = await promiseAt('400001');
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items[0]).toEqual({
      uid: expect.any(Number),
      code: expect.any(String),
      name: expect.any(String),
      delivery_promise: window,
    });
    expect(answer.page).toMatchObject({ type: 'number', current: 1, has_next: false });
    const byStore = Object.fromEntries(
      answer.items.map((item: { code: string; delivery_promise: typeof window }) => [
        item.code,
        days(item.delivery_promise),
      ]),
    );
    // Bandra and Bhiwandi are in reach of Mumbai's riders; Bengaluru and Delhi are a long way off.
    expect(byStore).toEqual({
      'VTR-MUM-01': [1, 2],
      'VTR-WH-01': [1, 2],
      'VTR-BLR-01': [3, 5],
      'VTR-DEL-01': [3, 5],
    });
    expect(days(answer.delivery_promise)).toEqual([1, 2]);
  });

  it('promises later to a pincode far from every store, and the widest window to no pincode', async () => {
    const portBlair = await promiseAt('744101');
    expect(days(portBlair.delivery_promise)).toEqual([4, 7]);
    const bengaluru = await promiseAt('560001');
    expect(days(bengaluru.delivery_promise)).toEqual([1, 2]);
    const anywhere = await promiseAt();
    expect(days(anywhere.delivery_promise)).toEqual([4, 7]);
  });

  it('answers 404 for a pincode the shop does not serve', async () => {
    await expect(promiseAt('999999')).rejects.toMatchObject({
      code: 404,
      message: 'Pincode not serviceable',
    });
  });
});

describe('fulfilment options (logistic.getFulfillmentOptions)', () => {
  it('offers home delivery always, and store pickup where the product is in stock', async () => {
    const { items } = await v3().logistic.getFulfillmentOptions({});
    expect(items.map((item: { slug: string }) => item.slug)).toEqual(['home-delivery', 'store-pickup']);
    const slug = (await v3().catalog.getProducts({ pageSize: 1 })).items[0].slug;
    const forProduct = await v3().logistic.getFulfillmentOptions({ productSlug: slug });
    expect(forProduct.items[0]).toMatchObject({ slug: 'home-delivery', is_default: true });
  });

  it('answers 404 for a product or store that does not exist', async () => {
    await expect(
      v3().logistic.getFulfillmentOptions({ productSlug: 'no-such-product' }),
    ).rejects.toMatchObject({
      code: 404,
    });
    await expect(v3().logistic.getFulfillmentOptions({ storeId: 987654 })).rejects.toMatchObject({
      code: 404,
      message: 'Store not found: 987654',
    });
  });
});

describe('courier partners of a shipment (logistic.getCourierPartners)', () => {
  const body = {
    from_location: { pincode: '400001', country_code: 'IN' },
    to_location: { pincode: '560001', country_code: 'IN' },
    shipments: [{ id: 'SHIP-1' }],
    journey: 'forward',
  };

  it('answers the shop’s own delivery between serviceable pincodes, per shipment', async () => {
    const answer = await v3().logistic.getCourierPartners({
      companyId: String(companyId),
      applicationId: platform.applicationId,
      body,
    });
    const partner = {
      extension_id: 'vitrine-delivery',
      scheme_id: 'standard',
      name: 'Vitrine Delivery',
      delivery_promise: window,
    };
    expect(answer).toEqual({
      courier_partners: [partner],
      shipments: [{ id: 'SHIP-1', courier_partners: [partner] }],
    });
    expect(days(answer.courier_partners[0].delivery_promise)).toEqual([3, 5]);
    // From the Bandra store (its pincode is outside the delivery directory) across Mumbai.
    const nearby = await v3().logistic.getCourierPartners({
      companyId: String(companyId),
      applicationId: platform.applicationId,
      body: {
        ...body,
        from_location: { pincode: '400050', country_code: 'IN' },
        to_location: { pincode: '400002', country_code: 'IN' },
      },
    });
    expect(days(nearby.courier_partners[0].delivery_promise)).toEqual([1, 2]);
    for (const to_location of [{ country_code: 'US' }, { pincode: '999999', country_code: 'IN' }]) {
      const nowhere = await v3().logistic.getCourierPartners({
        companyId: String(companyId),
        applicationId: platform.applicationId,
        body: { ...body, to_location },
      });
      expect(nowhere.courier_partners).toEqual([]);
    }
  });

  it('refuses a path naming another application or company, and a body without locations', async () => {
    for (const [company, application] of [
      [String(companyId + 1), platform.applicationId],
      [String(companyId), 'b'.repeat(24)],
    ]) {
      await expect(
        v3().logistic.getCourierPartners({ companyId: company, applicationId: application, body }),
      ).rejects.toMatchObject({ code: 403, message: 'The path names another application than the caller' });
    }
    await expect(
      v3().logistic.getCourierPartners({
        companyId: String(companyId),
        applicationId: platform.applicationId,
        body: {},
      }),
    ).rejects.toMatchObject({ code: 400 });
  });
});
