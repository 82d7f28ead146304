import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, signIn } from '../user/test-clients';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
const addresses: Record<'mumbai' | 'bengaluru' | 'unserved', string> = {
  mumbai: '',
  bengaluru: '',
  unserved: '',
};

const address = (area_code: string, city: string, state: string) => ({
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12, Sea View Apartments',
  area: 'Main Road',
  area_code,
  city,
  state,
  country_iso_code: 'IN',
  address_type: 'Home',
});

/** An article the store holds at least two of. */
async function articleIn(storeUid: number): Promise<string> {
  const { rows } = await sql<{ size_id: number }>`
    SELECT i.size_id FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id
    WHERE i.store_uid = ${storeUid} AND i.quantity >= 2 ORDER BY i.size_id LIMIT 1`.execute(
    platform.platform.services.db,
  );
  if (!rows[0]) throw new Error(`store ${storeUid} holds nothing`);
  return `${rows[0].size_id}-${storeUid}`;
}

const DAY_MS = 86_400_000;
/** Whole days from today in India to a promised time (seconds). */
const daysAway = (seconds: number) =>
  (seconds * 1000 - Math.floor((Date.now() + 330 * 60_000) / DAY_MS) * DAY_MS) / DAY_MS;
const days = (promise: { timestamp: { min: number; max: number } }) => [
  daysAway(promise.timestamp.min),
  daysAway(promise.timestamp.max),
];
const byStore = (answer: Json) =>
  Object.fromEntries(answer.shipments.map((s: Json) => [s.fulfillment_id, s.promise && days(s.promise)]));

beforeAll(async () => {
  platform = await startTestPlatform({ products: 20 });
  asha = officialClients(
    platform,
    (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie,
  );
  addresses.mumbai = (await asha.v3.cart.addAddress({ body: address('400001', 'Mumbai', 'Maharashtra') })).id;
  addresses.bengaluru = (
    await asha.v3.cart.addAddress({ body: address('560001', 'Bengaluru', 'Karnataka') })
  ).id;
  addresses.unserved = (await asha.v3.cart.addAddress({ body: address('999999', 'Nowhere', 'Nowhere') })).id;
  // One item from the Bandra store (Mumbai), one from Brigade Road (Bengaluru): two shipments.
  await asha.v3.cart.addItems({
    body: {
      items: [
        { article_id: await articleIn(1001), quantity: 1 },
        { article_id: await articleIn(1002), quantity: 1 },
      ],
    },
  });
});
afterAll(() => platform?.close());

describe('shipments of the cart (cart.getShipments)', () => {
  it('promises each store’s shipment to the address: sooner from the store nearby', async () => {
    const mumbai = await asha.v1.cart.getShipments({ addressId: addresses.mumbai });
    expect(mumbai).toMatchObject({ is_valid: true, error: false });
    expect(byStore(mumbai)).toEqual({ 1001: [1, 2], 1002: [3, 5] });
    const bengaluru = await asha.v1.cart.getShipments({ addressId: addresses.bengaluru });
    expect(byStore(bengaluru)).toEqual({ 1001: [3, 5], 1002: [1, 2] });
    const [shipment] = bengaluru.shipments;
    expect(shipment.promise.formatted.min).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/);
    expect(shipment.promise.iso.min).toBe(new Date(shipment.promise.timestamp.min * 1000).toISOString());
    // The whole cart is there when the later shipment is.
    expect(days(bengaluru.delivery_promise)).toEqual([3, 5]);
  });

  it('promises to a pincode (area_code) without an address, and the widest window to nowhere named', async () => {
    const byPincode = await asha.v3.cart.getShipments({ areaCode: '400002' });
    expect(byStore(byPincode)).toEqual({ 1001: [1, 2], 1002: [3, 5] });
    const anywhere = await asha.v1.cart.getShipments({});
    expect(anywhere.is_valid).toBe(true);
    expect(byStore(anywhere)).toEqual({ 1001: [4, 7], 1002: [4, 7] });
  });

  it('refuses an address or pincode the shop does not serve', async () => {
    for (const query of [{ addressId: addresses.unserved }, { areaCode: '999999' }]) {
      const answer = await asha.v1.cart.getShipments(query);
      expect(answer).toMatchObject({ is_valid: false, message: 'Pincode not serviceable', error: true });
      expect(answer.shipments.map((s: Json) => s.fulfillment_id).sort()).toEqual([1001, 1002]);
      expect(answer.shipments.every((s: Json) => s.promise === undefined)).toBe(true);
      expect(answer.delivery_promise).toBeUndefined();
    }
  });
});
