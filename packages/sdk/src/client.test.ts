import { api, computeSignature, endpoint, noParams, pathPlaceholders, snakeToCamel } from '@vitrine/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApplicationClient, SDK_VERSION } from './client';
import { ApplicationConfig, type ApplicationConfigInit } from './config';
import { FDKClientValidationError, FDKResponseValidationError, FDKServerResponseError } from './errors';
import { type RecordedRequest, type RecordingServer, startRecordingServer } from './recording-server';

const credentials = { applicationID: 'app-1', applicationToken: 'token-123' };
const authorization = `Bearer ${Buffer.from('app-1:token-123').toString('base64')}`;

const productPrice = endpoint({
  method: 'GET',
  path: '/service/application/catalog/v4.0/products/{slug}/sizes/{size}/price/',
  params: z.object({ slug: z.string(), size: z.string() }),
  query: z.strictObject({ store_id: z.number().optional(), moq: z.number().optional() }),
  body: undefined,
  response: z.looseObject({ price: z.looseObject({ effective: z.number() }) }),
});

const addItems = endpoint({
  method: 'POST',
  path: '/service/application/cart/v1.0/detail',
  params: noParams,
  query: z.strictObject({ i: z.boolean().optional(), b: z.boolean().optional() }),
  body: z.object({
    items: z.array(z.object({ item_id: z.number(), item_size: z.string(), quantity: z.number() })),
  }),
  response: z.unknown(),
});

const productDetail = endpoint({
  method: 'GET',
  path: '/service/application/catalog/v1.0/products/{slug}/',
  params: z.object({ slug: z.string() }),
  query: z.strictObject({}),
  body: undefined,
  response: z.looseObject({ slug: z.string(), name: z.string().optional() }),
});

const lastModified = endpoint({
  method: 'HEAD',
  path: '/service/application/cart/v1.0/detail',
  params: noParams,
  query: z.strictObject({ id: z.string().optional() }),
  body: undefined,
  response: z.unknown(),
});

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.reply(() => ({ body: '{"ok":true}' }));
  vi.restoreAllMocks();
});

function client(init: Partial<ApplicationConfigInit> = {}, strictResponseCheck = false) {
  return new ApplicationClient(
    new ApplicationConfig({ ...credentials, domain: server.baseUrl, ...init }, { strictResponseCheck }),
  );
}

/** Re-derives the signature from the request as the server received it. */
function expectValidSignature(request: RecordedRequest) {
  return expect(
    computeSignature({
      method: request.method,
      path: request.url,
      headers: request.headers,
      body: request.body || undefined,
    }),
  ).resolves.toBe(request.headers['x-fp-signature']);
}

async function failure(promise: Promise<unknown>): Promise<FDKServerResponseError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!error) throw new Error('expected the call to fail');
  return error as FDKServerResponseError;
}

describe('ApplicationClient requests', () => {
  it('sends a signed GET with credentials, currency, location, cookie and snake_case query', async () => {
    const c = client({
      cookie: 'session=abc; utm_campaign=x',
      locationDetails: { pincode: '400001', city: 'Mumbai' },
    });
    c.setExtraHeaders({ 'x-extra': 'one', 'X-Currency-Code': 'USD' });
    await c.request(productPrice, {
      slug: 'blue shirt',
      size: 'XL',
      storeId: 12,
      requestHeaders: { 'x-extra': 'two' },
    });

    const [request] = server.requests;
    expect(request.method).toBe('GET');
    expect(request.url).toBe(
      '/service/application/catalog/v4.0/products/blue%20shirt/sizes/XL/price/?store_id=12',
    );
    expect(request.headers.host).toBe(new URL(server.baseUrl).host);
    expect(request.headers.authorization).toBe(authorization);
    expect(request.headers['x-currency-code']).toBe('USD');
    expect(request.headers['x-location-detail']).toBe('{"pincode":"400001","city":"Mumbai"}');
    expect(request.headers.cookie).toBe('session=abc; utm_campaign=x');
    expect(request.headers['x-extra']).toBe('two');
    expect(request.headers['x-fp-sdk-version']).toBe(SDK_VERSION);
    expect(request.headers['x-fp-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request.headers['x-fp-signature']).toMatch(/^v1\.1:[0-9a-f]{64}$/);
    expect(request.headers['content-type']).toBeUndefined();
    await expectValidSignature(request);
  });

  it('sends the default currency and no cookie or location when none is set', async () => {
    await client().request(productDetail, { slug: 'shirt' });
    const [request] = server.requests;
    expect(request.headers['x-currency-code']).toBe('INR');
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers['x-location-detail']).toBeUndefined();
  });

  it('sends a JSON body and signs its exact text', async () => {
    const body = { items: [{ item_id: 1, item_size: 'M', quantity: 1 }] };
    await client().request(addItems, { i: true, b: true, body });
    const [request] = server.requests;
    expect(request.url).toBe('/service/application/cart/v1.0/detail?b=true&i=true');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe(JSON.stringify(body));
    await expectValidSignature(request);
  });

  it('rejects a missing path parameter before sending anything', async () => {
    const error = await failure(client().request(productPrice, { slug: 'shirt', size: '' }));
    expect(error).toBeInstanceOf(FDKClientValidationError);
    expect(error.message).toBe('Missing required field');
    expect(error.details).toEqual(['Missing or empty required parameter: size']);
    expect(server.requests).toHaveLength(0);
  });

  it('resolves [data, headers] with responseHeaders, and the headers for HEAD', async () => {
    server.reply(() => ({ body: '{"price":{"effective":10}}', headers: { 'x-request-id': 'r1' } }));
    const [data, headers] = await client().request(
      productPrice,
      { slug: 's', size: 'M' },
      { responseHeaders: true },
    );
    expect(data).toEqual({ price: { effective: 10 } });
    expect(headers['x-request-id']).toBe('r1');

    server.reply(() => ({ headers: { 'last-modified': 'Mon, 15 Jan 2024 10:15:30 GMT' } }));
    const head = await client().request(lastModified, {});
    expect(head).toMatchObject({ 'last-modified': 'Mon, 15 Jan 2024 10:15:30 GMT' });
    expect(server.requests[1].method).toBe('HEAD');
  });

  it('uses an injected in-process fetch, passing it a Request', async () => {
    const seen: Request[] = [];
    const c = client({
      domain: 'http://platform.internal:8080/api',
      cookie: 'a=1',
      fetch: async (request) => {
        seen.push(request);
        return Response.json({ slug: 'shirt' });
      },
    });
    await expect(c.request(productDetail, { slug: 'shirt' })).resolves.toEqual({ slug: 'shirt' });
    const request = seen[0];
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/service/application/catalog/v1.0/products/shirt/');
    expect(request.headers.get('cookie')).toBe('a=1');
    const headers = Object.fromEntries(request.headers);
    await expect(
      computeSignature({ method: 'GET', path: url.pathname, headers: { ...headers, host: url.host } }),
    ).resolves.toBe(headers['x-fp-signature']);
  });
});

describe('generated module methods', () => {
  const endpoints = Object.entries(api).flatMap(([moduleName, methods]) =>
    Object.entries(methods).map(([methodName, ep]) => ({ moduleName, methodName, ep })),
  );

  it('exposes every contract endpoint as client.<module>.<method>', () => {
    const c = client() as unknown as Record<string, Record<string, unknown>>;
    for (const { moduleName, methodName } of endpoints)
      expect(typeof c[moduleName][methodName]).toBe('function');
  });

  it('calls the contract path with typed camelCase arguments', async () => {
    const c = client();
    server.reply(() => ({ body: '{"slug":"shirt"}' }));
    const product = await c.catalog.getProductDetailBySlug({ slug: 'shirt' });
    expect(product.slug).toBe('shirt');
    expect(server.requests[0].url).toBe(api.catalog.getProductDetailBySlug.path.replace('{slug}', 'shirt'));
    await c.catalog.getProducts({ pageSize: 12, sortOn: 'price_asc', q: 'red shirt' });
    expect(server.requests[1].url).toBe(
      '/service/application/catalog/v1.0/products/?page_size=12&q=red%20shirt&sort_on=price_asc',
    );
    // @ts-expect-error the path parameter is required by the type too
    await expect(c.catalog.getProductDetailBySlug({})).rejects.toThrow('Missing required field');
  });

  it('rejects calls without their path parameters, naming them in camelCase, before sending', async () => {
    const c = client() as unknown as Record<string, Record<string, (args?: unknown) => Promise<unknown>>>;
    for (const { moduleName, methodName, ep } of endpoints) {
      const names = pathPlaceholders(ep.path).map(snakeToCamel);
      if (names.length === 0) continue;
      const error = await failure(c[moduleName][methodName]());
      expect(error.message).toBe('Missing required field');
      expect(error.details).toEqual(names.map((name) => `Missing or empty required parameter: ${name}`));
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe('failures', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('maps a 404 with a message to FDKServerResponseError', async () => {
    server.reply(() => ({ status: 404, body: '{"message":"Product not found","code":"NOT_FOUND"}' }));
    const error = await failure(client().request(productDetail, { slug: 'nope' }));
    expect(error).toBeInstanceOf(FDKServerResponseError);
    expect(error.name).toBe('FDKServerResponseError');
    expect(error.message).toBe('Product not found');
    expect(error.status).toBe('Not Found');
    expect(error.code).toBe(404);
    expect(error.details).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    expect(error.stackTrace).toBe('');
  });

  it('uses the status when a 500 has no message', async () => {
    server.reply(() => ({ status: 500, body: '{"error":"boom"}' }));
    const error = await failure(client().request(productDetail, { slug: 'x' }));
    expect(error.message).toBe('Request failed with status code 500');
    expect(error.status).toBe('Internal Server Error');
    expect(error.code).toBe(500);
    expect(error.details).toEqual({ error: 'boom' });

    server.reply(() => ({ status: 502, body: '' }));
    const empty = await failure(client().request(productDetail, { slug: 'x' }));
    expect(empty.message).toBe('Request failed with status code 502');
    expect(empty.details).toBeNull();
  });

  it('fills in the status text when an in-process response has none', async () => {
    const c = client({ fetch: () => Response.json({ message: 'Gone away' }, { status: 404 }) });
    const error = await failure(c.request(productDetail, { slug: 'x' }));
    expect(error.status).toBe('Not Found');
    expect(error.message).toBe('Gone away');
  });

  it('reports a refused connection as ERR_NETWORK', async () => {
    const closed = await startRecordingServer();
    await closed.close();
    const error = await failure(client({ domain: closed.baseUrl }).request(productDetail, { slug: 'x' }));
    expect(error).toBeInstanceOf(FDKServerResponseError);
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.status).toBe('ERR_NETWORK');
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.details).toBeNull();
    expect(String(vi.mocked(console.error).mock.calls[0][0])).toContain('failed: connect ECONNREFUSED');
  });

  it('reports a time-out as ECONNABORTED and a cancelled call as ERR_CANCELED', async () => {
    server.reply(() => ({ hang: true }));
    const timedOut = await failure(client({ timeout: 50 }).request(productDetail, { slug: 'x' }));
    expect(timedOut.code).toBe('ECONNABORTED');
    expect(timedOut.message).toBe('timeout of 50ms exceeded');

    const controller = new AbortController();
    const pending = client().request(productDetail, { slug: 'x' }, { signal: controller.signal });
    while (server.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect((await failure(pending)).code).toBe('ERR_CANCELED');
  });

  it('reports an invalid domain as ERR_INVALID_URL and a non-JSON success as ERR_BAD_RESPONSE', async () => {
    const invalid = await failure(client({ domain: 'not a url' }).request(productDetail, { slug: 'x' }));
    expect(invalid.code).toBe('ERR_INVALID_URL');

    server.reply(() => ({ body: '<html>oops' }));
    const bad = await failure(client().request(productDetail, { slug: 'x' }));
    expect(bad.code).toBe('ERR_BAD_RESPONSE');
  });
});

describe('strictResponseCheck', () => {
  it('rejects a response off the contract with FDKResponseValidationError', async () => {
    server.reply(() => ({ body: '{"ok":true,"name":5}' }));
    const error = (await failure(
      client({}, true).request(productDetail, { slug: 'x' }),
    )) as unknown as FDKResponseValidationError;
    expect(error).toBeInstanceOf(FDKResponseValidationError);
    expect(error.name).toBe('FDKResponseValidationError');
    expect(error.message).toContain('slug');
    expect(error.message.split('. ')).toHaveLength(2);
    expect(error.details).toEqual([
      expect.objectContaining({ path: ['slug'] }),
      expect.objectContaining({ path: ['name'] }),
    ]);
  });

  it('returns a conforming response unchanged, extra keys included', async () => {
    server.reply(() => ({ body: '{"slug":"x","extra":{"a":1}}' }));
    await expect(client({}, true).request(productDetail, { slug: 'x' })).resolves.toEqual({
      slug: 'x',
      extra: { a: 1 },
    });
  });

  it('returns a non-conforming response as-is when off, warning only when the log level allows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.reply(() => ({ body: '{"ok":true}' }));
    await expect(client().request(productDetail, { slug: 'x' })).resolves.toEqual({ ok: true });
    expect(warn).not.toHaveBeenCalled();
    await expect(client({ logLevel: 'WARN' }).request(productDetail, { slug: 'x' })).resolves.toEqual({
      ok: true,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('Response Validation Warnings for application');
  });
});
