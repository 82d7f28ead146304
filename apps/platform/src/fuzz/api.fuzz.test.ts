import { openApiDocument } from '@vitrine/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../modules/user/test-clients';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../testing/harness';
import { hostileCases } from './api-cases';
import {
  type Application,
  describeRequest,
  type FuzzRequest,
  operationsOf,
  requestsFor,
  toRequest,
} from './api-requests';
import { fuzzRuns, withinBound } from './hostile';

/**
 * Property: whatever a client sends to any operation of the OpenAPI document (fitting, malformed, oversize,
 * wrongly typed or unsigned), the API answers within the bound, never with a 5xx, and a refusal carries the JSON
 * error shape with a message. Every operation gets the fixed hostile cases, then random requests: a fixed seed
 * per operation (the same on every run), and a few from a fresh seed each run; a failure names its seed, and
 * FUZZ_SEED=<seed> replays it.
 */
const FIXED_RUNS = 12;
const FRESH_RUNS = 4;

let platform: TestPlatform;
let application: Application;
/** The calls a shopper makes about their orders and points: fuzzed signed in, so that their own rules are reached. */
const SHOPPER_CALLS = /^\/service\/application\/(order|rewards)\//;
let shopperSession: string;
const knownValues: Record<string, string[]> = {
  page_value: ['home', 'product-listing', 'login'],
  pincode: ['400001', '110001'],
  country_iso_code: ['IN'],
  locality_type: ['pincode', 'city'],
  locality_value: ['400001'],
};

async function send(request: FuzzRequest): Promise<{ status: number; text: string; type: string }> {
  const what = describeRequest(request);
  const signedIn = SHOPPER_CALLS.test(request.target)
    ? { ...application, session: shopperSession }
    : application;
  const response = await withinBound(
    Promise.resolve(platform.platform.app.fetch(toRequest(request, signedIn))),
    what,
  );
  const text = await withinBound(response.text(), what);
  return { status: response.status, text, type: response.headers.get('content-type') ?? '' };
}

/** The failure of one answer, or undefined when it keeps the property. */
async function failureOf(request: FuzzRequest): Promise<string | undefined> {
  const { status, text, type } = await send(request);
  const seen = `${status} ${type} ${JSON.stringify(text.slice(0, 200))}`;
  if (status >= 500) return `${seen} for ${describeRequest(request)}`;
  if (status >= 400 && request.method !== 'HEAD') {
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {}
    if (typeof message !== 'string' || !type.includes('application/json')) {
      return `${seen} is not the JSON error shape, for ${describeRequest(request)}`;
    }
  }
  return undefined;
}

/** Values of the given keys anywhere in a JSON answer. */
function collect(value: unknown, keys: Record<string, string>, into: Record<string, Set<string>>): void {
  if (Array.isArray(value)) for (const item of value) collect(item, keys, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const name = keys[key];
      if (name && (typeof inner === 'string' || typeof inner === 'number')) {
        into[name] ??= new Set();
        into[name].add(String(inner));
      }
      collect(inner, keys, into);
    }
  }
}

/** Real slugs, sizes and ids from the seeded shop, so that fuzzed requests also reach the handlers' own rules. */
async function learnKnownValues(): Promise<void> {
  const found: Record<string, Set<string>> = {};
  const get = async (path: string, keys: Record<string, string>) => {
    const request: FuzzRequest = {
      method: 'GET',
      target: `/service/application${path}`,
      credentials: 'signed',
    };
    const response = await platform.platform.app.fetch(
      toRequest(request, { ...application, session: shopperSession }),
    );
    if (response.ok) collect(await response.json(), keys, found);
  };
  await get('/catalog/v1.0/products/?page_size=3', { slug: 'slug' });
  await get('/catalog/v1.0/brands/?page_size=3', { slug: 'slug' });
  await get('/catalog/v1.0/categories/', { slug: 'slug' });
  await get('/catalog/v1.0/collections/?page_size=3', { slug: 'slug' });
  await get('/catalog/v1.0/locations/?page_size=3', { uid: 'location_id' });
  await get('/configuration/v1.0/ordering-store/stores', { uid: 'store_id' });
  await get('/configuration/v1.0/currencies', { _id: 'id' });
  await get('/theme/v2.0/applied-theme', { _id: 'theme_id' });
  await get('/content/v2.0/pages', { slug: 'slug' });
  await get('/order/v1.0/orders?page_size=3', { order_id: 'order_id', shipment_id: 'shipment_id' });
  const product = [...(found.slug ?? [])][0];
  if (product) await get(`/catalog/v1.0/products/${product}/sizes/`, { value: 'size' });
  for (const [name, values] of Object.entries(found)) {
    knownValues[name] = [...values].slice(0, 8).concat(knownValues[name] ?? []);
  }
}

const operations = operationsOf(openApiDocument());

beforeAll(async () => {
  platform = await startTestPlatform({ products: 60 });
  application = { id: platform.applicationId, token: platform.applicationToken };
  shopperSession = (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie;
  await learnKnownValues();
});

afterAll(async () => {
  await platform?.close();
});

describe('API fuzz from the OpenAPI document', () => {
  it('learned real values for the path parameters', () => {
    for (const name of ['slug', 'size', 'theme_id', 'location_id', 'order_id', 'shipment_id'])
      expect(knownValues[name]?.length, name).toBeGreaterThan(0);
  });

  it.each(operations.map((op) => [op.operation.operationId, op] as const))(
    '%s answers every input within the bound, never with a 5xx, refusals in the JSON error shape',
    async (operationId, operation) => {
      const failures: string[] = [];
      for (const request of hostileCases(operation, knownValues)) {
        const failure = await failureOf(request);
        if (failure) failures.push(failure);
      }

      const property = fc.asyncProperty(requestsFor(operation, knownValues), async (request) => {
        const failure = await failureOf(request);
        if (failure) throw new Error(failure);
      });
      const runs = fuzzRuns(operationId, FIXED_RUNS, FRESH_RUNS);
      for (const run of runs) {
        await fc
          .assert(property, { ...run, includeErrorInReport: true })
          .catch((error: Error) => failures.push(error.message));
      }
      expect(failures, `${failures.length} failures:\n${failures.join('\n\n')}`).toEqual([]);
    },
    120_000,
  );
});
