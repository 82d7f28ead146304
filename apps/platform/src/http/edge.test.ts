import { computeSignature, endpoint, noParams, queryInt, signingDate } from '@vitrine/contract';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EDGE_APP_CREDENTIALS, startEdgeApp } from '../testing/edge-app';
import type { AppEnv } from './context';

const echo = endpoint({
  method: 'POST',
  path: '/service/application/test/v1.0/echo/{slug}/',
  params: z.object({ slug: z.string() }),
  query: z.strictObject({ page_size: queryInt(1, 100, 'page_size').optional() }),
  body: z.strictObject({ note: z.string().max(10) }),
  response: z.object({ slug: z.string(), page_size: z.number().optional(), note: z.string() }),
});
const listing = endpoint({
  method: 'GET',
  path: '/service/application/test/v1.0/list',
  params: noParams,
  query: z.strictObject({}),
  body: undefined,
  response: z.object({ calls: z.number() }),
});

let edge: Awaited<ReturnType<typeof startEdgeApp>>;
let app: Hono<AppEnv>;
let listingCalls = 0;
const credentials = EDGE_APP_CREDENTIALS;

async function signedRequest(
  method: string,
  pathAndQuery: string,
  options: { body?: string; date?: string; authorization?: string; tamper?: boolean } = {},
) {
  const date = options.date ?? signingDate();
  const headers: Record<string, string> = { host: 'shop.test', 'x-fp-date': date };
  const signature = await computeSignature({ method, path: pathAndQuery, headers, body: options.body });
  return app.request(`http://shop.test${pathAndQuery}`, {
    method,
    body: options.tamper ? `${options.body} ` : options.body,
    headers: {
      ...headers,
      authorization: options.authorization ?? credentials,
      'x-fp-signature': signature,
      'content-type': 'application/json',
    },
  });
}

beforeAll(async () => {
  edge = await startEdgeApp((on) => {
    on(echo, ({ params, query, body }) => ({
      slug: params.slug,
      page_size: query.page_size,
      note: body.note,
    }));
    on(listing, () => ({ calls: ++listingCalls }), { cacheSeconds: 60 });
  });
  app = edge.app;
});

afterAll(() => edge?.close());

describe('the API edge', () => {
  it('accepts a correctly signed request and validates path, query and body', async () => {
    const res = await signedRequest('POST', '/service/application/test/v1.0/echo/red%20shirt/?page_size=12', {
      body: '{"note":"hi"}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slug: 'red shirt', page_size: 12, note: 'hi' });
  });

  it('rejects unknown applications and wrong tokens with 401', async () => {
    const wrongToken = `Bearer ${Buffer.from('app1:nope-nope').toString('base64')}`;
    const res = await signedRequest('GET', '/service/application/test/v1.0/list', {
      authorization: wrongToken,
    });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Invalid application credentials');
    const missing = await signedRequest('GET', '/service/application/test/v1.0/list', { authorization: '' });
    expect(missing.status).toBe(401);
  });

  it('rejects a tampered body and a stale date with 403', async () => {
    const tampered = await signedRequest('POST', '/service/application/test/v1.0/echo/x/', {
      body: '{"note":"hi"}',
      tamper: true,
    });
    expect(tampered.status).toBe(403);
    expect((await tampered.json()).message).toBe('Invalid request signature');
    const stale = await signedRequest('GET', '/service/application/test/v1.0/list', {
      date: signingDate(new Date(Date.now() - 6 * 60 * 1000)),
    });
    expect(stale.status).toBe(403);
    expect((await stale.json()).message).toMatch(/5 minutes/);
  });

  it('answers malformed input with 400 and a message', async () => {
    const badSize = await signedRequest('POST', '/service/application/test/v1.0/echo/x/?page_size=-1', {
      body: '{"note":"hi"}',
    });
    expect(badSize.status).toBe(400);
    expect((await badSize.json()).message).toBe('page_size must be a whole number from 1 to 100');
    const unknown = await signedRequest('POST', '/service/application/test/v1.0/echo/x/?colour=red', {
      body: '{"note":"hi"}',
    });
    expect((await unknown.json()).message).toBe('Unknown query parameter: colour');
    const badJson = await signedRequest('POST', '/service/application/test/v1.0/echo/x/', {
      body: '{"note":',
    });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).message).toBe('Request body must be valid JSON');
    const longNote = await signedRequest('POST', '/service/application/test/v1.0/echo/x/', {
      body: '{"note":"far too long for this"}',
    });
    expect(longNote.status).toBe(400);
  });

  it('serves cacheable reads from the response cache with an ETag and answers 304 to a matching one', async () => {
    const first = await signedRequest('GET', '/service/application/test/v1.0/list');
    const second = await signedRequest('GET', '/service/application/test/v1.0/list');
    expect(await first.json()).toEqual(await second.json());
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=60/);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    const date = signingDate();
    const headers = { host: 'shop.test', 'x-fp-date': date };
    const signature = await computeSignature({
      method: 'GET',
      path: '/service/application/test/v1.0/list',
      headers,
    });
    const revalidated = await app.request('http://shop.test/service/application/test/v1.0/list', {
      headers: { ...headers, authorization: credentials, 'x-fp-signature': signature, 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });
});
