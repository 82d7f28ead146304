/**
 * Wire compatibility with the platform's official JavaScript SDK: both clients make the same logical call against
 * one recording server, and must produce the same path, query, credentials and a verifiable signature.
 */
import {
  ApplicationClient as OfficialClient,
  ApplicationConfig as OfficialConfig,
} from '@gofynd/fdk-client-javascript';
import { api, computeSignature, endpoint, noParams, pathPlaceholders, snakeToCamel } from '@vitrine/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApplicationClient } from './client';
import { ApplicationConfig } from './config';
import { type RecordedRequest, type RecordingServer, startRecordingServer } from './recording-server';

const credentials = { applicationID: '64a1f0c2b5e8d9a7c3f1e2d4', applicationToken: 'Tk_9xQ2mLp' };
const location = {
  pincode: '400001',
  country: 'India',
  city: 'Mumbai',
  country_iso_code: 'IN',
  location: { longitude: '72.8777', latitude: '19.0760' },
};
const cookie = 'f.session=s%3Aabc.def; utm_campaign=diwali';

const getProducts = endpoint({
  method: 'GET',
  path: '/service/application/catalog/v1.0/products/',
  params: noParams,
  query: z.strictObject({
    q: z.string(),
    f: z.string(),
    filters: z.boolean(),
    sort_on: z.string(),
    page_id: z.string(),
    page_size: z.number(),
    page_no: z.number(),
    page_type: z.string(),
  }),
  body: undefined,
  response: z.unknown(),
});

const getProductPriceBySlug = endpoint({
  method: 'GET',
  path: '/service/application/catalog/v4.0/products/{slug}/sizes/{size}/price/',
  params: z.object({ slug: z.string(), size: z.string() }),
  query: z.strictObject({ store_id: z.number(), moq: z.number(), fulfillment_option_slug: z.string() }),
  body: undefined,
  response: z.unknown(),
});

const addItems = endpoint({
  method: 'POST',
  path: '/service/application/cart/v1.0/detail',
  params: noParams,
  query: z.strictObject({
    i: z.boolean(),
    b: z.boolean(),
    area_code: z.string(),
    buy_now: z.boolean(),
    id: z.string(),
    order_type: z.string(),
  }),
  body: z.unknown(),
  response: z.unknown(),
});

// biome-ignore lint/suspicious/noExplicitAny: the official SDK's module methods are untyped here
type Official = Record<string, Record<string, (args: any) => Promise<unknown>>>;

let server: RecordingServer;
let official: Official;
let ours: ApplicationClient;

beforeAll(async () => {
  server = await startRecordingServer();
  const officialConfig = new OfficialConfig({
    ...credentials,
    domain: server.baseUrl,
    locationDetails: location,
  });
  const officialClient = new OfficialClient(officialConfig, {});
  officialClient.setCookie(cookie);
  officialClient.setCurrencyCode('INR');
  official = officialClient as unknown as Official;
  const config = new ApplicationConfig({
    ...credentials,
    domain: server.baseUrl,
    locationDetails: location,
    cookie,
  });
  ours = new ApplicationClient(config);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function verifies(request: RecordedRequest) {
  return expect(
    computeSignature({
      method: request.method,
      path: request.url,
      headers: request.headers,
      body: request.body || undefined,
    }),
  ).resolves.toBe(request.headers['x-fp-signature']);
}

async function expectSameWire() {
  expect(server.requests).toHaveLength(2);
  const [theirs, mine] = server.requests;
  expect(mine.method).toBe(theirs.method);
  expect(mine.url).toBe(theirs.url);
  expect(mine.body).toBe(theirs.body);
  for (const name of [
    'authorization',
    'host',
    'cookie',
    'x-currency-code',
    'x-location-detail',
    'content-type',
  ]) {
    expect(mine.headers[name], name).toBe(theirs.headers[name]);
  }
  await verifies(theirs);
  await verifies(mine);
}

describe('wire compatibility with @gofynd/fdk-client-javascript', () => {
  it('sends the same listing query (sorted, strictly encoded, booleans, special characters)', async () => {
    const args = {
      q: "men's red shirt (cotton)!*",
      f: 'brand:nike||puma:::category:t-shirts',
      filters: true,
      sortOn: 'price_asc',
      pageId: '*',
      pageSize: 12,
      pageType: 'cursor',
    };
    await official.catalog.getProducts(args);
    await ours.request(getProducts, args);
    await expectSameWire();
  });

  it('fills path parameters the same way', async () => {
    const args = { slug: 'blue-denim-jacket-8812', size: 'XL', storeId: 3, moq: 2 };
    await official.catalog.getProductPriceBySlug(args);
    await ours.request(getProductPriceBySlug, args);
    await expectSameWire();
  });

  it('sends the same JSON body and signs it', async () => {
    const args = {
      i: true,
      b: true,
      buyNow: false,
      body: { items: [{ item_id: 1, item_size: 'M', quantity: 1 }] },
    };
    await official.cart.addItems(args);
    await ours.request(addItems, args);
    await expectSameWire();
  });

  it('rejects the same missing path parameters with the same error', async () => {
    const theirs = await official.catalog.getProductPriceBySlug({ slug: 'x' }).catch((e: unknown) => e);
    const mine = await ours.request(getProductPriceBySlug, { slug: 'x' } as never).catch((e: unknown) => e);
    expect({ ...(mine as object), message: (mine as Error).message }).toEqual({
      ...(theirs as object),
      message: (theirs as Error).message,
    });
    expect((mine as Error).name).toBe((theirs as Error).name);
    expect(server.requests).toHaveLength(0);
  });

  /** Query names v1.4.13 sent and v3.4.2 dropped, which the contract still accepts for v1 callers. */
  const V1_ONLY_QUERY: Record<string, string[]> = { 'cart.getCoupons': ['slug'] };

  it('matches the official SDK on every endpoint of the contract (path and query names)', async () => {
    let compared = 0;
    for (const [moduleName, methods] of Object.entries(api)) {
      for (const [methodName, ep] of Object.entries(methods)) {
        const officialMethod = official[moduleName]?.[methodName];
        // Contract extras the official SDK lacks (e.g. an older API version kept alongside) have nothing to compare.
        if (typeof officialMethod !== 'function') continue;
        compared++;
        const args: Record<string, unknown> = {};
        for (const name of pathPlaceholders(ep.path)) args[snakeToCamel(name)] = `p-${name}`;
        const v1Only = V1_ONLY_QUERY[`${moduleName}.${methodName}`] ?? [];
        for (const name of Object.keys(ep.query.shape)) {
          if (!v1Only.includes(name)) args[snakeToCamel(name)] = `v-${name}`;
        }
        server.requests.length = 0;
        await officialMethod.call(official[moduleName], args);
        const mine = ours as unknown as Official;
        await mine[moduleName][methodName](args);
        const [theirs, ourRequest] = server.requests;
        expect(`${ourRequest.method} ${ourRequest.url}`, `${moduleName}.${methodName}`).toBe(
          `${theirs.method} ${theirs.url}`,
        );
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
