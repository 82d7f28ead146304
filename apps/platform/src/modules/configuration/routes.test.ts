import { api } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES } from '../../seed/stores';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { contractGet, officialClients, signedGet } from '../content/test-clients';
import { signedRequest } from '../user/test-clients';

let platform: TestPlatform;
let sdk: ReturnType<typeof officialClients>;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  // `products: 0` seeds no catalogue; the ordering-store calls need the demo stores.
  await platform.platform.services.db.insertInto('stores').values(STORES).execute();
  sdk = officialClients(platform);
});
afterAll(() => platform?.close());

describe('application configuration through the official SDK (v1.4.13 strict models)', () => {
  it('serves the application with its logos and the footer social links', async () => {
    const app = await sdk.v1.configuration.getApplication();
    expect(app._id).toBe(platform.applicationId);
    expect(app.name).toBe('Vitrine Demo Shop');
    expect(app.logo.secure_url).toBe('/public/assets/icon.svg');
    expect(app.social_links.length).toBeGreaterThan(0);
    for (const link of app.social_links) expect(Object.keys(link).sort()).toEqual(['icon', 'link', 'title']);
  });

  it('serves basic details, contact information and owner info', async () => {
    const details = await sdk.v1.configuration.getBasicDetails();
    expect(details.name).toBe('Vitrine Demo Shop');
    expect(details.mobile_logo.secure_url).toBeTruthy();
    const contact = await sdk.v1.configuration.getContactInfo();
    expect(contact.support.email[0].value).toBe('care@vitrine.example');
    expect(contact.social_links.instagram.link).toMatch(/^https:\/\//);
    expect(contact.address.pincode).toBe(560038);
    const about = await sdk.v1.configuration.getOwnerInfo();
    expect(about.application_info.owner_info.first_name).toBe('Priya');
    expect(about.application_info.company_info.uid).toBe(1);
    expect(await sdk.v3.configuration.getOwnerInfo()).toEqual(about);
  });

  it('serves features with deployment store selection, cart and registration settings', async () => {
    const { feature } = await sdk.v1.configuration.getFeatures();
    expect(feature.common.deployment_store_selection).toEqual({ enabled: false, type: 'hard' });
    expect(feature.cart.staff_selection).toBe(false);
    expect(feature.registration_page.ask_store_address).toBe(false);
    expect(feature.common.international_shipping.enabled).toBe(false);
    expect(feature.landing_page.launch_page.page_type).toBe('home');
  });

  it('serves integration tokens and languages', async () => {
    const tokens = await sdk.v1.configuration.getIntegrationTokens();
    expect(tokens.tokens.google_map.enabled).toBe(false);
    const languages = await sdk.v1.configuration.getLanguages();
    expect(languages.items.map((l: { code: string }) => l.code)).toContain('en-IN');
  });

  it('serves currencies, one currency by id and the app currencies with INR as default', async () => {
    const { items } = await sdk.v1.configuration.getCurrencies();
    const inr = items.find((c: { code: string }) => c.code === 'INR');
    expect(inr).toMatchObject({ symbol: '₹', decimal_digits: 2 });
    expect(await sdk.v1.configuration.getCurrencyById({ id: inr._id })).toMatchObject({ code: 'INR' });
    const app = await sdk.v1.configuration.getAppCurrencies();
    expect(app.default_currency).toEqual({ ref: inr._id, code: 'INR' });
    expect(app.supported_currency.map((c: { code: string }) => c.code)).toEqual(['EUR', 'GBP', 'INR', 'USD']);
  });

  it('answers 404 for an unknown currency id', async () => {
    await expect(sdk.v1.configuration.getCurrencyById({ id: 'nope' })).rejects.toMatchObject({ code: 404 });
  });
});

describe('ordering stores', () => {
  it('lists ordering stores only, 100 per page by default, with paging', async () => {
    const ordering = STORES.filter((s) => s.is_ordering_store).length;
    const v3 = await sdk.v3.configuration.getOrderingStores({});
    expect(v3.items).toHaveLength(ordering);
    expect(v3.page).toMatchObject({
      type: 'number',
      current: 1,
      size: 100,
      item_total: ordering,
      has_next: false,
    });
    expect(v3.deployed_stores).toHaveLength(ordering);
    const first = await sdk.v1.configuration.getOrderingStores({ pageNo: 1, pageSize: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.page.has_next).toBe(true);
    expect(first.items[0]).toMatchObject({ uid: 1001, store_code: 'VTR-MUM-01', pincode: 400050 });
    expect(first.items[0].address.lat_long.coordinates).toEqual([72.8295, 19.0596]);
  });

  it('searches stores by name, code or city', async () => {
    const found = await sdk.v1.configuration.getOrderingStores({ q: 'mumbai' });
    expect(found.items.map((s: { uid: number }) => s.uid)).toContain(1001);
    const none = await sdk.v3.configuration.getOrderingStores({ q: 'atlantis' });
    expect(none.items).toEqual([]);
    expect(none.page.item_total).toBe(0);
  });

  it('serves a store by id on both versions and 404 for an unknown one', async () => {
    expect(await sdk.v1.configuration.getStoreDetailById({ storeId: 1001 })).toMatchObject({
      name: 'Vitrine Bandra',
    });
    expect(await sdk.v3.configuration.getStoreDetailById({ storeId: 1001 })).toMatchObject({ uid: 1001 });
    await expect(sdk.v3.configuration.getStoreDetailById({ storeId: 424242 })).rejects.toMatchObject({
      code: 404,
    });
  });

  it('rejects bad paging and a non-numeric store id with 400', async () => {
    for (const query of ['page_size=-1', 'page_size=501', 'page_no=0', 'page_size=abc', 'colour=red']) {
      const response = await signedGet(
        platform,
        `/service/application/configuration/v2.0/ordering-store/stores?${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const store = await signedGet(
      platform,
      '/service/application/configuration/v2.0/ordering-store/stores/abc',
    );
    expect(store.status).toBe(400);
  });
});

describe('the ordering-store cookie', () => {
  const SELECT = '/service/application/configuration/v1.0/ordering-store/select';

  it('selects an ordering store and removes it again through both SDKs', async () => {
    expect(
      await sdk.v1.configuration.getOrderingStoreCookie({ body: { ordering_store: { uid: 1001 } } }),
    ).toEqual({
      success: true,
      message: 'Ordering store selected',
    });
    expect(
      await sdk.v3.configuration.getOrderingStoreCookie({ body: { ordering_store: { uid: 1001 } } }),
    ).toMatchObject({ success: true });
    expect(await sdk.v1.configuration.removeOrderingStoreCookie()).toMatchObject({ success: true });
    expect(await sdk.v3.configuration.removeOrderingStoreCookie()).toMatchObject({ success: true });
  });

  it('keeps the chosen store in a cookie, and clears it on removal', async () => {
    const selected = await signedRequest(platform, {
      method: 'POST',
      path: SELECT,
      body: { ordering_store: { uid: 1001 } },
    });
    expect(selected.status).toBe(200);
    expect(selected.headers.get('set-cookie')).toMatch(/^ordering_store=1001;.*HttpOnly/);
    const removed = await fetch(new URL(SELECT, platform.baseUrl), {
      method: 'DELETE',
      headers: await signedHeaders('DELETE'),
    });
    expect(removed.status).toBe(200);
    expect(removed.headers.get('set-cookie')).toMatch(/^ordering_store=;.*Max-Age=0/);
  });

  it('refuses a store that is not an ordering store (404) and malformed bodies (400)', async () => {
    const notOrdering = STORES.find((s) => !s.is_ordering_store);
    expect(notOrdering).toBeDefined();
    const refused = await signedRequest(platform, {
      method: 'POST',
      path: SELECT,
      body: { ordering_store: { uid: notOrdering?.uid } },
    });
    expect(refused.status).toBe(404);
    const unknown = await signedRequest(platform, {
      method: 'POST',
      path: SELECT,
      body: { ordering_store: { uid: 424242 } },
    });
    expect(unknown.status).toBe(404);
    for (const body of [
      {},
      { ordering_store: { uid: 'abc' } },
      { ordering_store: { uid: -1 } },
      { ordering_store: {} },
      [],
    ]) {
      const bad = await signedRequest(platform, { method: 'POST', path: SELECT, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body).toMatchObject({ message: expect.any(String) });
    }
  });

  async function signedHeaders(method: 'DELETE') {
    const { computeSignature, signingDate } = await import('@vitrine/contract');
    const url = new URL(SELECT, platform.baseUrl);
    const headers: Record<string, string> = {
      host: url.host,
      'x-fp-date': signingDate(),
      authorization: `Bearer ${Buffer.from(`${platform.applicationId}:${platform.applicationToken}`).toString('base64')}`,
    };
    headers['x-fp-signature'] = await computeSignature({ method, path: url.pathname, headers });
    return headers;
  }
});

describe('staff orders can be attributed to', () => {
  const names = (list: { first_name: string }[]) => list.map((member) => member.first_name);

  it('lists staff with the spec’s filters through both SDKs', async () => {
    const all = await sdk.v1.configuration.getAppStaffs({});
    expect(names(all.staff_users)).toEqual(['Meera', 'Arjun', 'Kavya']);
    expect(all.staff_users[0]).toMatchObject({ _id: expect.any(String), order_incent: true, stores: [1001] });
    const incentivised = await sdk.v3.configuration.getAppStaffs({ orderIncent: true, orderingStore: 1002 });
    expect(names(incentivised.staff_users)).toEqual(['Arjun']);
    const byUser = await sdk.v1.configuration.getAppStaffs({ user: all.staff_users[2].user });
    expect(names(byUser.staff_users)).toEqual(['Kavya']);
  });

  it('pages the staff list and searches it by name', async () => {
    const first = await sdk.v3.configuration.getAppStaffList({ pageNo: 1, pageSize: 2 });
    expect(names(first.items)).toEqual(['Meera', 'Arjun']);
    expect(first.page).toMatchObject({ current: 1, size: 2, item_total: 3, has_next: true });
    const second = await sdk.v1.configuration.getAppStaffList({ pageNo: 2, pageSize: 2 });
    expect(names(second.items)).toEqual(['Kavya']);
    expect(second.page.has_next).toBe(false);
    const found = await sdk.v1.configuration.getAppStaffList({ userName: 'NAIR' });
    expect(names(found.items)).toEqual(['Arjun']);
  });

  it('rejects bad staff filters with 400', async () => {
    for (const query of [
      'order_incent=maybe',
      'ordering_store=abc',
      'page_size=0',
      'page_size=101',
      'team=x',
    ]) {
      const response = await signedGet(
        platform,
        `/service/application/configuration/v1.0/staff/list?${query}`,
      );
      expect(response.status, query).toBe(400);
    }
    const staffs = await signedGet(platform, '/service/application/configuration/v1.0/staff?user_name=x');
    expect(staffs.status).toBe(400);
  });
});

describe('our contract', () => {
  it('accepts every configuration response', async () => {
    const c = api.configuration;
    const { items } = (await contractGet(platform, c.getCurrencies)) as { items: { _id: string }[] };
    for (const endpoint of [
      c.getApplication,
      c.getBasicDetails,
      c.getContactInfo,
      c.getFeatures,
      c.getIntegrationTokens,
      c.getLanguages,
      c.getAppCurrencies,
      c.getOwnerInfo,
      c.getOwnerInfoV1,
      c.getOrderingStores,
      c.getOrderingStoresV1,
      c.getAppStaffs,
      c.getAppStaffList,
    ]) {
      await contractGet(platform, endpoint);
    }
    await contractGet(platform, c.getCurrencyById, { id: items[0]._id });
    await contractGet(platform, c.getStoreDetailById, { store_id: '1001' });
    await contractGet(platform, c.getStoreDetailByIdV1, { store_id: '1001' });
  });
});
