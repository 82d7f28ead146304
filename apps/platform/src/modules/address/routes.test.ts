import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signedRequest, signIn } from '../user/test-clients';

/** The official SDK's cart module (where the address calls live) in both versions. */
function shopperCart(target: TestPlatform, cookie?: string) {
  const { v1, v3 } = officialClients(target, cookie);
  return { v1: v1.cart, v3: v3.cart };
}

let platform: TestPlatform;
let asha: ReturnType<typeof shopperCart>;
let ravi: ReturnType<typeof shopperCart>;
let ashaCookie: string;

const home = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12, Sea View Apartments',
  area: 'Marine Drive',
  landmark: 'Near the promenade',
  area_code: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
  country_iso_code: 'IN',
  address_type: 'Home',
};

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  ashaCookie = (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie;
  asha = shopperCart(platform, ashaCookie);
  ravi = shopperCart(platform, (await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie);
});
afterAll(() => platform?.close());

describe('address book through the official SDK', () => {
  it('adds, reads, edits and removes an address; the first one becomes the default', async () => {
    const saved = await asha.v1.addAddress({ body: home });
    expect(saved).toMatchObject({ success: true, is_default_address: true, id: expect.any(String) });
    const read = await asha.v3.getAddressById({ id: saved.id });
    expect(read).toMatchObject({
      ...home,
      id: saved.id,
      is_default_address: true,
      country: 'India',
      country_phone_code: '+91',
      state_code: 'MH',
    });
    const updated = await asha.v3.updateAddress({ id: saved.id, body: { landmark: 'Opposite the bank' } });
    expect(updated).toMatchObject({ id: saved.id, success: true, is_updated: true });
    expect(await asha.v1.getAddressById({ id: saved.id })).toMatchObject({
      landmark: 'Opposite the bank',
      city: 'Mumbai',
    });
    expect(await asha.v1.removeAddress({ id: saved.id })).toEqual({ id: saved.id, is_deleted: true });
    expect(await rejection(asha.v3.getAddressById({ id: saved.id }))).toEqual({
      code: 404,
      message: 'Address not found',
    });
  });

  it('keeps one default: a new default takes the mark, removing it hands it to the newest', async () => {
    const first = await asha.v3.addAddress({ body: home });
    const office = await asha.v3.addAddress({
      body: { ...home, address_type: 'Office', area_code: '560001', city: 'Bengaluru', state: 'Karnataka' },
    });
    expect(office.is_default_address).toBe(false);
    const other = await asha.v1.addAddress({
      body: { ...home, address_type: "Grandma's", is_default_address: true, tags: ['store'] },
    });
    expect(other.is_default_address).toBe(true);
    const list = async () => (await asha.v1.getAddresses({})).address;
    expect((await list()).filter((a: { is_default_address: boolean }) => a.is_default_address)).toHaveLength(
      1,
    );
    expect((await list())[0]).toMatchObject({ id: other.id, address_type: "Grandma's" });

    await asha.v3.updateAddress({ id: office.id, body: { is_default_address: true } });
    expect(
      (await asha.v3.getAddresses({ isDefault: true })).address.map((a: { id: string }) => a.id),
    ).toEqual([office.id]);
    await asha.v3.removeAddress({ id: office.id });
    const [newest] = (await asha.v1.getAddresses({ isDefault: true })).address;
    expect(newest.id).toBe(other.id);

    expect((await asha.v1.getAddresses({ tags: 'store' })).address.map((a: { id: string }) => a.id)).toEqual([
      other.id,
    ]);
    expect((await asha.v3.getAddresses({ mobileNo: '9000000000' })).address).toEqual([]);
    for (const id of [first.id, other.id]) await asha.v3.removeAddress({ id });
    expect((await list()).length).toBe(0);
  });

  it('keeps the onboarding store address’s tags and checkout mode, and finds it by them', async () => {
    const plain = await asha.v1.addAddress({ body: home });
    const store = await asha.v1.addAddress({
      body: { ...home, is_default_address: true, tags: ['store'], checkout_mode: 'self' },
    });
    expect(await asha.v1.getAddressById({ id: store.id })).toMatchObject({
      tags: ['store'],
      checkout_mode: 'self',
      is_default_address: true,
    });
    const ids = (answer: { address: { id: string }[] }) => answer.address.map((a) => a.id);
    expect(ids(await asha.v1.getAddresses({ tags: 'store' }))).toEqual([store.id]);
    expect(ids(await asha.v1.getAddresses({ tags: 'warehouse,store' }))).toEqual([store.id]);
    expect(ids(await asha.v1.getAddresses({ checkoutMode: 'self' }))).toEqual([store.id]);
    expect(ids(await asha.v1.getAddresses({ tags: 'warehouse' }))).toEqual([]);
    for (const id of [plain.id, store.id]) await asha.v1.removeAddress({ id });
  });

  it('keeps one default when several saves race each other', async () => {
    const saves = Array.from({ length: 6 }, (_, n) =>
      asha.v3.addAddress({ body: { ...home, landmark: `Gate ${n}`, is_default_address: true } }),
    );
    const saved = await Promise.all(saves);
    const list = (await asha.v1.getAddresses({})).address;
    expect(list).toHaveLength(6);
    expect(list.filter((a: { is_default_address: boolean }) => a.is_default_address)).toHaveLength(1);
    for (const { id } of saved) await asha.v3.removeAddress({ id });
  });

  it('serves another country with its own form', async () => {
    const saved = await asha.v3.addAddress({
      body: {
        name: 'Asha Rao',
        phone: '7700900123',
        address: '221B Baker Street',
        area_code: 'NW1 6XE',
        city: 'London',
        country_iso_code: 'GB',
      },
    });
    expect(await asha.v3.getAddressById({ id: saved.id })).toMatchObject({
      country: 'United Kingdom',
      country_phone_code: '+44',
      address_type: 'Home',
    });
    await asha.v3.removeAddress({ id: saved.id });
  });
});

describe('another shopper’s addresses', () => {
  it('answers 404 to every call naming another shopper’s address, and changes nothing', async () => {
    const { id } = await asha.v3.addAddress({ body: home });
    for (const client of [ravi.v1, ravi.v3]) {
      expect(await rejection(client.getAddressById({ id }))).toEqual({
        code: 404,
        message: 'Address not found',
      });
      expect(await rejection(client.updateAddress({ id, body: { city: 'Pune' } }))).toEqual({
        code: 404,
        message: 'Address not found',
      });
      expect(await rejection(client.removeAddress({ id }))).toEqual({
        code: 404,
        message: 'Address not found',
      });
      expect((await client.getAddresses({})).address).toEqual([]);
    }
    expect(await asha.v1.getAddressById({ id })).toMatchObject({ city: 'Mumbai', is_default_address: true });
    await asha.v1.removeAddress({ id });
  });

  it('answers 401 to every address call without a session', async () => {
    const { id } = await asha.v3.addAddress({ body: home });
    const nobody = shopperCart(platform);
    for (const client of [nobody.v1, nobody.v3]) {
      const calls = [
        client.getAddresses({}),
        client.getAddressById({ id }),
        client.addAddress({ body: home }),
        client.updateAddress({ id, body: { city: 'Pune' } }),
        client.removeAddress({ id }),
      ];
      for (const call of calls) {
        expect(await rejection(call)).toEqual({ code: 401, message: 'User is not logged in' });
      }
    }
    expect((await asha.v3.getAddresses({})).address).toHaveLength(1);
    await asha.v3.removeAddress({ id });
  });
});

describe('bad address input', () => {
  const send = (method: 'POST' | 'PUT', body: string, path = '/service/application/cart/v1.0/address') =>
    signedRequest(platform, { method, path, rawBody: body, headers: { cookie: ashaCookie } });

  it('refuses malformed bodies, wrong types, oversize fields and unknown countries with a 400 and a message', async () => {
    const cases: [string, string][] = [
      ['{"city": ', 'Request body must be valid JSON'],
      [JSON.stringify({ ...home, phone: 9876543210 }), 'phone is invalid'],
      [JSON.stringify({ ...home, is_default_address: 'yes' }), 'is_default_address is invalid'],
      [JSON.stringify({ ...home, tags: 'store' }), 'tags is invalid'],
      [JSON.stringify({ ...home, area: 'x'.repeat(501) }), 'area must be at most 500 characters'],
      [
        JSON.stringify({ ...home, geo_location: { latitude: 91, longitude: 0 } }),
        'latitude must be from -90',
      ],
      [JSON.stringify({}), 'No address data'],
      [JSON.stringify({ ...home, country_iso_code: undefined }), 'country is required'],
      [JSON.stringify({ ...home, country_iso_code: 'ZZ' }), 'Unknown country: ZZ'],
      [JSON.stringify({ ...home, city: '   ' }), 'city is required.'],
      [
        JSON.stringify({ ...home, address: 'x'.repeat(81) }),
        'Maximum length exceeded for flat no., house no., building. Max length is 80.',
      ],
      [JSON.stringify({ ...home, area_code: '01234' }), 'Invalid pincode .'],
      [JSON.stringify({ ...home, phone: '12345' }), 'Invalid Phone Number'],
      [JSON.stringify({ ...home, address_type: ' ' }), 'Enter Address Name'],
    ];
    for (const [body, message] of cases) {
      const answer = await send('POST', body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.message, body).toContain(message);
    }
    expect((await asha.v3.getAddresses({})).address).toEqual([]);
  });

  it('checks an edit whole, and refuses bad ids and filters', async () => {
    const { id } = await asha.v3.addAddress({ body: home });
    const path = `/service/application/cart/v1.0/address/${id}`;
    expect((await send('PUT', JSON.stringify({ area_code: '99' }), path)).body.message).toBe(
      'Invalid pincode .',
    );
    expect((await send('PUT', '{}', path)).body.message).toBe('No address data');
    const long = await signedRequest(platform, {
      method: 'GET',
      path: `/service/application/cart/v1.0/address/${'a'.repeat(65)}`,
      headers: { cookie: ashaCookie },
    });
    expect(long).toMatchObject({ status: 400, body: { message: 'id must be at most 64 characters' } });
    const filter = await signedRequest(platform, {
      method: 'GET',
      path: '/service/application/cart/v1.0/address?is_default=maybe',
      headers: { cookie: ashaCookie },
    });
    expect(filter).toMatchObject({ status: 400, body: { message: 'is_default must be true or false' } });
    expect(await asha.v1.getAddressById({ id })).toMatchObject({ area_code: '400001' });
    await asha.v1.removeAddress({ id });
  });
});
