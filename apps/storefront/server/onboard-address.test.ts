import type { TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontServer } from './app';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';
const CHECK = '/_onboard/address';

let testShop: TestShop;
let platform: TestPlatform;
let shop: StorefrontServer;

const get = async (cookie = '') => shop.fetch(new Request(`${ORIGIN}${CHECK}`, { headers: { cookie } }));
const post = async (fields: Record<string, string>, cookie = '', origin = ORIGIN) =>
  shop.fetch(
    new Request(`${ORIGIN}${CHECK}`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );

const signIn = (email: string) => signInShopper(shop, ORIGIN, email);

const storeAddress = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: 'Shop 4, Hill Road',
  area: 'Bandra West',
  pincode: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
  country_iso_code: 'IN',
  address_type: 'Office',
  geo_location: '19.07,72.87',
};

beforeAll(async () => {
  // A shop that asks for a store address (off in the demo); its map feature stays off.
  testShop = await startTestShop({ products: 0 });
  ({ platform, shop } = testShop);
  const { db } = platform.platform.services;
  const app = await db.selectFrom('applications').select(['id', 'settings']).executeTakeFirstOrThrow();
  const settings = typeof app.settings === 'string' ? JSON.parse(app.settings) : app.settings;
  settings.features.registration_page.ask_store_address = true;
  await db
    .updateTable('applications')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', app.id)
    .execute();
}, 120_000);
afterAll(() => testShop?.close());

describe('the onboarding’s store address check and save', () => {
  it('asks no visitor, and refuses their address', async () => {
    const check = await get();
    expect(check.status).toBe(200);
    expect(check.headers.get('cache-control')).toBe('private, no-store');
    expect(await check.json()).toEqual({ needed: false });
    const saved = await post(storeAddress);
    expect(saved.status).toBe(401);
    expect(await saved.json()).toEqual({ message: 'User is not logged in', errors: {} });
  });

  it('asks a shopper with no store address, with the address form, and checks what they send', async () => {
    const ravi = await signIn('ravi@vitrine.test');
    const check = await get(ravi);
    expect(check.headers.get('cache-control')).toBe('private, no-store');
    const body = await check.json();
    expect(body).toMatchObject({ needed: true, country: { iso2: 'IN', phoneCode: expect.any(String) } });
    expect(body.form.address.map((field: { slug: string }) => field.slug)).toContain('pincode');
    expect(body).not.toHaveProperty('map');

    const incomplete = await post({ ...storeAddress, name: ' ' }, ravi);
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toMatchObject({
      message: 'full name is required.',
      errors: { name: 'full name is required.' },
    });
    expect((await post(storeAddress, ravi, 'https://elsewhere.example')).status).toBe(403);
    expect((await get(ravi).then((answer) => answer.json())).needed).toBe(true);
  });

  it('saves it as the default store address, checked out by the shopper, and asks no more', async () => {
    const asha = await signIn('asha@vitrine.test');
    expect((await get(asha).then((answer) => answer.json())).needed).toBe(true);
    const saved = await post(storeAddress, asha);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ saved: true });

    const { db } = platform.platform.services;
    const rows = await db.selectFrom('addresses').selectAll().execute();
    const stored = rows.find((row) => (row.details as { name?: string }).name === 'Asha Rao');
    const tags = typeof stored?.tags === 'string' ? JSON.parse(stored.tags) : stored?.tags;
    expect(tags).toEqual(['store']);
    expect(stored).toMatchObject({ checkout_mode: 'self', is_default: true });
    // The shop's map feature is off: no map point is kept.
    expect(stored?.details).not.toHaveProperty('geo_location');
    expect(stored?.details).toMatchObject({ area_code: '400001', address_type: 'Office' });

    expect(await get(asha).then((answer) => answer.json())).toEqual({ needed: false });
  });
});
