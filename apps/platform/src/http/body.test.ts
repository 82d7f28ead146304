import { computeSignature, endpoint, noParams, signingDate } from '@vitrine/contract';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EDGE_APP_CREDENTIALS, startEdgeApp } from '../testing/edge-app';
import { checkJsonDepth } from './body';
import type { AppEnv } from './context';
import { answerUnknownRoutes } from './unknown-route';

const note = endpoint({
  method: 'POST',
  path: '/service/application/test/v1.0/notes/{slug}/',
  params: z.object({ slug: z.string() }),
  query: z.strictObject({ q: z.string().optional() }),
  body: z.strictObject({ note: z.string(), extra: z.unknown().optional() }),
  response: z.object({ length: z.number() }),
});
const upload = endpoint({
  method: 'POST',
  path: '/service/application/test/v1.0/upload',
  params: noParams,
  query: z.strictObject({}),
  body: z.strictObject({ note: z.string() }),
  response: z.object({ length: z.number() }),
});

let edge: Awaited<ReturnType<typeof startEdgeApp>>;
let app: Hono<AppEnv>;
const credentials = EDGE_APP_CREDENTIALS;
const wrongCredentials = `Bearer ${Buffer.from('app1:not-the-token').toString('base64')}`;

/** A body the server must pull chunk by chunk; `pulled` counts the bytes it took. */
function trackedStream(chunk: Uint8Array, chunks: number) {
  const tracked = { pulled: 0, stream: undefined as unknown as ReadableStream<Uint8Array> };
  let sent = 0;
  tracked.stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent++ >= chunks) return controller.close();
        tracked.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return tracked;
}

async function send(
  method: string,
  pathAndQuery: string,
  options: { body?: string | ReadableStream; authorization?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { host: 'shop.test', 'x-fp-date': signingDate() };
  const signature = await computeSignature({
    method,
    path: pathAndQuery,
    headers,
    body: typeof options.body === 'string' ? options.body : undefined,
  });
  return app.request(`http://shop.test${pathAndQuery}`, {
    method,
    body: options.body,
    // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it.
    duplex: 'half',
    headers: {
      ...headers,
      authorization: options.authorization ?? credentials,
      'x-fp-signature': signature,
      'content-type': 'application/json',
      ...options.headers,
    },
  });
}

beforeAll(async () => {
  edge = await startEdgeApp((on, api) => {
    on(note, ({ body }) => ({ length: body.note.length }));
    on(upload, ({ body }) => ({ length: body.note.length }), { maxBodyBytes: 256 * 1024 });
    answerUnknownRoutes(api);
  });
  app = edge.app;
});

afterAll(() => edge?.close());

const notePath = '/service/application/test/v1.0/notes/x/';
const kilobyte = new Uint8Array(1024).fill(0x20);

describe('API request bodies', () => {
  it('refuses a body declared over 64 kB with 413 before reading it or checking its signature', async () => {
    const body = trackedStream(kilobyte, 100);
    const res = await send('POST', notePath, {
      body: body.stream,
      headers: { 'content-length': String(100 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is larger than the limit of 64 kB' });
    expect(body.pulled).toBe(0);
    // The unread rest of the body must not be taken for the next request on the connection.
    expect(res.headers.get('connection')).toBe('close');
  });

  it('cuts off a chunked body at the limit, even when the signature is wrong', async () => {
    const body = trackedStream(kilobyte, 10_000);
    const res = await send('POST', notePath, { body: body.stream });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()).message).toBe('Request body is larger than the limit of 64 kB');
    // 64 kB and the chunk that crossed it; a little slack for what the stream buffers ahead.
    expect(body.pulled).toBeLessThan(80 * 1024);
  });

  it('reads no body at all for wrong credentials', async () => {
    const body = trackedStream(kilobyte, 10_000);
    const res = await send('POST', notePath, { body: body.stream, authorization: wrongCredentials });
    expect(res.status).toBe(401);
    expect(body.pulled).toBe(0);
  });

  it('takes a larger body on a route that declares one, and the default elsewhere', async () => {
    const big = JSON.stringify({ note: 'a'.repeat(100 * 1024) });
    const accepted = await send('POST', '/service/application/test/v1.0/upload', { body: big });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ length: 100 * 1024 });
    const refused = await send('POST', notePath, { body: big });
    expect(refused.status).toBe(413);
  });

  it('answers JSON nested thousands deep with 400, not a crash', async () => {
    const deep = `{"note":"x","extra":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const res = await send('POST', notePath, { body: deep });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body is nested too deeply' });
    const fine = await send('POST', notePath, {
      body: `{"note":"x","extra":${'['.repeat(60)}${']'.repeat(60)}}`,
    });
    expect(fine.status).toBe(200);
  });

  it('counts only structure outside strings towards the depth', () => {
    expect(() => checkJsonDepth(JSON.stringify({ note: '['.repeat(1000) }))).not.toThrow();
    expect(() => checkJsonDepth(JSON.stringify({ note: '\\"['.repeat(100) }))).not.toThrow();
    expect(() => checkJsonDepth('['.repeat(65))).toThrow('nested too deeply');
  });
});

describe('control characters', () => {
  it('refuses NUL and other controls in path, query and body text with 400', async () => {
    for (const [pathAndQuery, body, where] of [
      ['/service/application/test/v1.0/notes/a%00b/', '{"note":"x"}', 'Path parameter slug'],
      [`${notePath}?q=a%00b`, '{"note":"x"}', 'Query parameter "q"'],
      [`${notePath}?q=a%0Ab`, '{"note":"x"}', 'Query parameter "q"'],
      [notePath, '{"note":"a\\u0000b"}', 'body.note'],
      [notePath, '{"note":"x","extra":{"list":["ok","\\u001b[31m"]}}', 'body.extra.list[1]'],
      // A lone surrogate is no text at all: PostgreSQL refuses it in JSON, which made a 500.
      [notePath, '{"note":"x\\ud800@shop.example"}', 'body.note'],
    ]) {
      const res = await send('POST', pathAndQuery, { body });
      expect(res.status, pathAndQuery + body).toBe(400);
      expect(await res.json()).toEqual({ message: `${where} contains a control character or broken text` });
    }
  });

  it('refuses controls in header values other than tab', async () => {
    const res = await send('POST', notePath, {
      body: '{"note":"x"}',
      headers: { 'x-currency-code': 'IN\u0001R' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Header x-currency-code contains a control character or broken text',
    });
  });

  it('keeps tabs and line breaks in body text', async () => {
    const res = await send('POST', notePath, { body: JSON.stringify({ note: 'line one\r\nline\ttwo' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: 18 });
  });
});
