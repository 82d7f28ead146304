import { api } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPincodes } from '../../seed/pincodes';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { contractGet, officialClients, signedGet } from '../content/test-clients';

let platform: TestPlatform;
let sdk: ReturnType<typeof officialClients>;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  sdk = officialClients(platform);
});
afterAll(() => platform?.close());

describe('pincode lookup', () => {
  it('finds the city, state and state code of a serviceable pincode', async () => {
    const result = await sdk.v1.logistic.getPincodeCity({ pincode: '400001' });
    expect(result.success).toBe(true);
    const [data] = result.data;
    expect(data).toMatchObject({
      city: 'Mumbai',
      state: 'Maharashtra',
      state_code: 'MH',
      country: 'India',
      sub_type: 'pincode',
    });
    expect(data.parents.map((p: { sub_type: string; name: string }) => `${p.sub_type}:${p.name}`)).toEqual([
      'country:India',
      'state:Maharashtra',
      'city:Mumbai',
    ]);
    expect(await sdk.v3.logistic.getPincodeCity({ pincode: '560001' })).toMatchObject({
      data: [{ city: 'Bengaluru' }],
    });
  });

  it('seeds a few hundred pincodes across major cities', () => {
    const pincodes = demoPincodes();
    expect(pincodes.length).toBeGreaterThan(300);
    expect(new Set(pincodes.map((p) => p.pincode)).size).toBe(pincodes.length);
    for (const entry of pincodes) expect(entry.pincode).toMatch(/^[1-9][0-9]{5}$/);
    expect(new Set(pincodes.map((p) => p.city)).size).toBeGreaterThanOrEqual(20);
  });

  it('answers 404 "Pincode not serviceable" for an unknown pincode and 400 for a malformed one', async () => {
    await expect(sdk.v1.logistic.getPincodeCity({ pincode: '999999' })).rejects.toMatchObject({
      code: 404,
      message: 'Pincode not serviceable',
    });
    for (const pincode of ['12345', '0123456', 'abcdef', '012345']) {
      const response = await signedGet(platform, `/service/application/logistics/v1.0/pincode/${pincode}`);
      expect(response.status, pincode).toBe(400);
      expect(response.body.message).toContain('6-digit');
    }
  });
});

describe('countries', () => {
  it('lists countries with India, its phone code and ISO codes', async () => {
    const { items, page } = await sdk.v1.logistic.getCountries({});
    const india = items.find((c: { iso2: string }) => c.iso2 === 'IN');
    expect(india).toMatchObject({
      display_name: 'India',
      phone_code: '+91',
      iso3: 'IND',
      currency: { code: 'INR' },
    });
    expect(page).toMatchObject({ type: 'number', has_next: false });
    const search = await sdk.v3.logistic.getCountries({ q: 'ind' });
    expect(search.items.map((c: { iso2: string }) => c.iso2)).toEqual(['IN']);
    const all = await sdk.v1.logistic.getAllCountries();
    expect(all.results.map((c: { name: string }) => c.name)).toContain('India');
  });

  it('describes the Indian address form: fields, serviceability by pincode and the templates', async () => {
    const india = await sdk.v1.logistic.getCountry({ countryIsoCode: 'IN' });
    expect(india.fields.serviceability_fields).toEqual(['pincode']);
    const slugs = india.fields.address.map((f: { slug: string }) => f.slug);
    expect(slugs).toEqual(['name', 'phone', 'address', 'area', 'landmark', 'pincode', 'city', 'state']);
    const pincode = india.fields.address.find((f: { slug: string }) => f.slug === 'pincode');
    expect(pincode.validation.regex).toEqual({ value: '^[1-9][0-9]{5}$', length: { min: 6, max: 6 } });
    for (const slug of slugs) expect(india.fields.address_template.checkout_form).toContain(`{${slug}}`);
    await expect(sdk.v3.logistic.getCountry({ countryIsoCode: 'ZZ' })).rejects.toMatchObject({ code: 404 });
  });
});

describe('localities', () => {
  it('lists states, the cities of a state and the pincodes of a city', async () => {
    const states = await sdk.v1.logistic.getLocalities({ localityType: 'state', country: 'IN' });
    const maharashtra = states.items.find((s: { name: string }) => s.name === 'Maharashtra');
    expect(maharashtra).toMatchObject({
      type: 'state',
      display_name: 'Maharashtra',
      meta: { state_code: 'MH' },
    });
    const cities = await sdk.v1.logistic.getLocalities({
      localityType: 'city',
      country: 'IN',
      state: 'Maharashtra',
    });
    expect(cities.items.map((c: { name: string }) => c.name)).toEqual(['Mumbai', 'Nagpur', 'Pune']);
    const pincodes = await sdk.v3.logistic.getLocalities({
      localityType: 'pincode',
      city: 'Pune',
      q: '41100',
    });
    expect(pincodes.items.map((p: { name: string }) => p.name)).toContain('411001');
    expect(pincodes.page).toMatchObject({ size: 1000, has_next: false });
    const paged = await sdk.v1.logistic.getLocalities({ localityType: 'pincode', pageNo: 2, pageSize: 10 });
    expect(paged.items).toHaveLength(10);
    expect(paged.page).toMatchObject({ current: 2, has_next: true });
  });

  it('offers every state and union territory of India, each with a city and a pincode', async () => {
    const states = await sdk.v3.logistic.getLocalities({ localityType: 'state', country: 'IN' });
    expect(states.items).toHaveLength(36);
    expect(states.items.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Ladakh', 'Sikkim', 'Puducherry', 'Andaman and Nicobar Islands']),
    );
    expect(await sdk.v1.logistic.getPincodeCity({ pincode: '737101' })).toMatchObject({
      data: [{ city: 'Gangtok', state: 'Sikkim', state_code: 'SK' }],
    });
  });

  it('serves one locality with its parents, and 404 when unknown', async () => {
    const locality = await sdk.v1.logistic.getLocality({ localityType: 'pincode', localityValue: '110001' });
    expect(locality).toMatchObject({
      type: 'pincode',
      display_name: '110001',
      meta: { state_code: 'DL' },
      city: 'New Delhi',
    });
    expect(locality.localities.map((l: { type: string }) => l.type)).toEqual(['country', 'state', 'city']);
    const city = await sdk.v3.logistic.getLocality({ localityType: 'city', localityValue: 'mumbai' });
    expect(city).toMatchObject({ name: 'Mumbai', meta: { state_code: 'MH' } });
    await expect(
      sdk.v1.logistic.getLocality({ localityType: 'city', localityValue: 'Atlantis' }),
    ).rejects.toMatchObject({
      code: 404,
    });
  });

  it('rejects an unknown locality type and bad paging with 400', async () => {
    for (const path of [
      '/service/application/logistics/v1.0/localities/planet',
      '/service/application/logistics/v1.0/localities/city?page_size=5000',
      '/service/application/logistics/v1.0/localities/city?page_no=-1',
      '/service/application/logistics/v2.0/countries?page_size=abc',
    ]) {
      const response = await signedGet(platform, path);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });
});

describe('address template validation', () => {
  const address = {
    name: 'Asha Rao',
    phone: '9876543210',
    address: '12, Sea View Apartments',
    area: 'Marine Drive',
    pincode: '400001',
    city: 'Mumbai',
    state: 'Maharashtra',
  };

  it('answers the trimmed address when it fits the country’s form', async () => {
    const answer = await sdk.v1.logistic.validateAddress({
      countryIsoCode: 'IN',
      templateName: 'checkout_form',
      body: { ...address, city: ' Mumbai ' },
    });
    expect(answer).toEqual(address);
  });

  it('names the first problem in the spec’s words, and refuses unknown countries and templates', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...address, pincode: '0400001' }, 'Maximum length exceeded for pincode. Max length is 6.'],
      [{ ...address, pincode: '04000' }, 'Invalid pincode .'],
      [{ ...address, phone: '123' }, 'Invalid Phone Number'],
      [{ ...address, city: '' }, 'city is required.'],
    ];
    for (const [body, message] of cases) {
      expect(
        await sdk.v3.logistic
          .validateAddress({ countryIsoCode: 'IN', templateName: 'checkout_form', body })
          .catch((error: { code: number; message: string }) => ({
            code: error.code,
            message: error.message,
          })),
      ).toEqual({ code: 400, message });
    }
    await expect(
      sdk.v3.logistic.validateAddress({ countryIsoCode: 'ZZ', templateName: 'checkout_form', body: address }),
    ).rejects.toMatchObject({ code: 404, message: 'Country not found: ZZ' });
    await expect(
      sdk.v3.logistic.validateAddress({ countryIsoCode: 'IN', templateName: 'poster', body: address }),
    ).rejects.toMatchObject({ code: 400 });
  });
});

describe('our contract', () => {
  it('accepts every logistics response', async () => {
    const l = api.logistic;
    await contractGet(platform, l.getPincodeCity, { pincode: '600001' });
    await contractGet(platform, l.getAllCountries);
    await contractGet(platform, l.getCountries);
    await contractGet(platform, l.getCountry, { country_iso_code: 'IN' });
    await contractGet(platform, l.getCountry, { country_iso_code: 'AE' });
    await contractGet(platform, l.getLocalities, { locality_type: 'state' });
    await contractGet(platform, l.getLocality, { locality_type: 'state', locality_value: 'KA' });
  });
});
