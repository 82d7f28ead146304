import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { changePrice } from '@vitrine/platform/catalogue-writes';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { editorClient, sessionCookie } from '@vitrine/platform/testing/editor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';

/** Both servers are asked for the same host, so they share one page cache's entries. */
const HOST = 'shop.test';
const BROWSER = 'gzip, deflate, br, zstd';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let platform: TestPlatform;
let shop: StorefrontServer;
/** The full stack only (Hono behind @hono/node-server), and the same with kept pages answered on the socket. */
let fullStack: http.Server;
let socketFirst: http.Server;
/** Requests socketFirst answered itself. */
let answeredOnSocket = 0;
let products: { uid: number; slug: string }[];

interface Answer {
  status: number;
  /** Header names and values in the order and case sent. */
  raw: string[];
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  onSocket: boolean;
}

function ask(
  server: http.Server,
  pathname: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const before = answeredOnSocket;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers: { host: HOST, ...headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            raw: response.rawHeaders,
            headers: response.headers,
            body: Buffer.concat(chunks),
            onSocket: answeredOnSocket > before,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The header list with Date's value blanked: the only part two answers of one page may differ in. */
const comparable = (raw: string[]) =>
  raw.map((value, at) => (at % 2 === 1 && raw[at - 1] === 'Date' ? '' : value));

/**
 * The full stack's answer to a request once it is a hit (and, when an encoding is asked for, once the kept copy
 * in it is made), then socketFirst's to the same request. The full stack's lookup reads the theme, which lets
 * the socket's lookup follow for a moment: asked again should a slow machine let that moment pass.
 */
async function bothAnswers(
  pathname: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const encoded = Boolean(init.headers?.['accept-encoding']);
  await expect
    .poll(
      async () => {
        const full = await ask(fullStack, pathname, { headers: init.headers });
        return `${full.headers['x-cache']} ${encoded ? Boolean(full.headers['content-encoding']) : true}`;
      },
      { timeout: 20_000 },
    )
    .toBe('HIT true');
  for (let attempt = 0; ; attempt++) {
    // The socket first: once it answers from a kept copy, the full stack's answer right after uses it too.
    const socket = await ask(socketFirst, pathname, init);
    const full = await ask(fullStack, pathname, init);
    if (socket.onSocket || attempt === 5) return { full, socket };
  }
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
  // Its own change feed: other suites' changes on a shared Redis must not empty this shop's pages mid-test.
  platform = await startTestPlatform({ products: 12, config: { redisUrl: undefined } });
  shop = await createServer({
    applicationId: platform.applicationId,
    applicationToken: platform.applicationToken,
    platform: platform.platform,
    mode: 'production',
    // The test's own connections come from loopback: its x-forwarded-proto is believed, as a proxy's would be.
    trustProxy: ['loopback'],
  });
  const listener = getRequestListener(shop.fetch);
  fullStack = http.createServer(listener);
  socketFirst = http.createServer((incoming, outgoing) => {
    if (shop.answerKept(incoming, outgoing)) answeredOnSocket++;
    else listener(incoming, outgoing);
  });
  await Promise.all(
    [fullStack, socketFirst].map(
      (server) => new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready)),
    ),
  );
  products = await platform.platform.services.db
    .selectFrom('products')
    .select(['uid', 'slug'])
    .where('is_active', '=', true)
    .orderBy('uid')
    .limit(6)
    .execute();
});

afterAll(async () => {
  for (const server of [fullStack, socketFirst]) await new Promise((closed) => server?.close(closed));
  await shop?.close();
  await platform?.close();
});

describe('kept pages answered on the socket', () => {
  it('sends what the full stack sends for a hit, header for header and byte for byte', async () => {
    const product = `/product/${products[0].slug}`;
    const cases: [string, { method?: string; headers?: Record<string, string> }][] = [
      [product, { headers: { 'x-request-id': 'visit-1' } }],
      [product, { headers: { 'accept-encoding': BROWSER, 'x-request-id': 'visit-2' } }],
      [product, { headers: { 'accept-encoding': 'gzip', 'x-request-id': 'visit-3' } }],
      [product, { method: 'HEAD', headers: { 'x-request-id': 'visit-4' } }],
      [product, { method: 'HEAD', headers: { 'accept-encoding': BROWSER, 'x-request-id': 'visit-5' } }],
      [
        product,
        { headers: { 'accept-encoding': BROWSER, 'x-forwarded-proto': 'https', 'x-request-id': 'v6' } },
      ],
      [
        product,
        {
          headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'x-request-id': 'v7' },
        },
      ],
      [
        `${product}.data?_routes=root%2Croutes%2Fproduct`,
        { headers: { 'accept-encoding': BROWSER, 'x-request-id': 'v8' } },
      ],
      [
        '/products/?sort_on=price_asc&utm_source=mail&page_no=1',
        { headers: { 'accept-encoding': BROWSER, 'x-request-id': 'v9' } },
      ],
      ['/product/no-such-product', { headers: { 'accept-encoding': BROWSER, 'x-request-id': 'v10' } }],
    ];
    for (const [pathname, init] of cases) {
      const label = `${init.method ?? 'GET'} ${pathname} ${JSON.stringify(init.headers)}`;
      const { full, socket } = await bothAnswers(pathname, init);
      expect(socket.onSocket, label).toBe(true);
      expect(full.headers['x-cache'], label).toBe('HIT');
      expect(socket.status, label).toBe(full.status);
      expect(comparable(socket.raw), label).toEqual(comparable(full.raw));
      expect(socket.body.equals(full.body), label).toBe(true);
    }
    const { full, socket } = await bothAnswers(product, { headers: { 'accept-encoding': BROWSER } });
    expect(full.headers['content-encoding']).toBe('br');
    expect(socket.headers['x-request-id']).toMatch(UUID);
    expect(socket.headers['x-request-id']).not.toBe(full.headers['x-request-id']);
    expect(comparable(socket.raw.filter((_, at) => socket.raw[at - (at % 2)] !== 'x-request-id'))).toEqual(
      comparable(full.raw.filter((_, at) => full.raw[at - (at % 2)] !== 'x-request-id')),
    );
  });

  it('leaves signed-in, previewing, framed and campaign visits to the full stack, never with a kept page', async () => {
    const product = `/product/${products[1].slug}`;
    expect((await bothAnswers(product)).socket.onSocket).toBe(true);
    const cases: [string, Record<string, string>, string][] = [
      [product, { cookie: 'f.session=abc' }, 'BYPASS'],
      [product, { cookie: 'theme=dark; vitrine.preview-theme=0123456789abcdef01234567' }, 'BYPASS'],
      [`${product}?themeId=0123456789abcdef01234567`, {}, 'BYPASS'],
      [`${product}?isEdit=true`, {}, 'BYPASS'],
      [product, { 'sec-fetch-dest': 'iframe' }, 'BYPASS'],
      // A kept page, but the full stack's: it sets the campaign's cookie and marks the answer personal.
      [`${product}?f.utm_campaign=diwali`, {}, 'HIT'],
    ];
    for (const [pathname, headers, state] of cases) {
      await ask(fullStack, product); // the theme just read: the socket would answer a plain visit now
      const visit = await ask(socketFirst, pathname, { headers });
      expect(visit.onSocket, pathname).toBe(false);
      expect(visit.headers['x-cache'], `${pathname} ${JSON.stringify(headers)}`).toBe(state);
      if (state === 'HIT') expect(visit.headers['set-cookie']?.[0]).toContain('utm_campaign=diwali');
    }
    const control = await ask(socketFirst, `${product}?utm_source=%07`);
    expect(control.onSocket).toBe(false);
    expect(control.status).toBe(400);
  });

  it('never answers a page kept in one currency or language to a request for another', async () => {
    const product = `/product/${products[3].slug}`;
    const rupees = await bothAnswers(product);
    expect(rupees.socket.onSocket).toBe(true);
    expect(rupees.socket.body.toString()).toContain('₹');
    const usd = { cookie: 'currency_code=USD', 'x-request-id': 'usd-visit' };
    const dollars = await bothAnswers(product, { headers: usd });
    expect(dollars.socket.onSocket).toBe(true);
    expect(comparable(dollars.socket.raw)).toEqual(comparable(dollars.full.raw));
    expect(dollars.socket.body.equals(dollars.full.body)).toBe(true);
    expect(dollars.socket.headers.vary).toMatch(/cookie/i);
    expect(dollars.socket.body.toString()).toContain('$');
    expect(dollars.socket.body.equals(rupees.socket.body)).toBe(false);
    // With the rupee page and the dollar page both kept, each cookie still gets its own on the socket.
    await ask(fullStack, product);
    const again = await ask(socketFirst, product, { headers: usd });
    expect(again.body.equals(dollars.full.body)).toBe(true);
    const hindi = await ask(socketFirst, product, { headers: { cookie: 'language=hi-IN' } });
    expect(hindi.body.equals(rupees.socket.body)).toBe(false);
  });

  it('stops answering a page on the socket the moment its price changes or the theme is saved', async () => {
    const { uid, slug } = products[2];
    const product = `/product/${slug}`;
    expect((await bothAnswers(product)).socket.onSocket).toBe(true);
    await changePrice(platform.platform.services, uid, { effective: 123_456, marked: 200_000 });
    const afterPrice = await ask(socketFirst, product);
    expect(afterPrice.onSocket).toBe(false);
    expect(afterPrice.headers['x-cache']).toBe('MISS');
    expect(afterPrice.body.toString()).toContain('1,234.56');

    expect((await bothAnswers('/')).socket.onSocket).toBe(true);
    const editor = editorClient(
      platform.baseUrl,
      await sessionCookie(platform.baseUrl, platform.platform.services.config.editorToken),
    );
    const stored = (await editor.get('api/pages/home')).body.sections as { name: string }[];
    expect((await editor.put('api/pages/home', { sections: [...stored].reverse() })).status).toBe(200);
    const afterSave = await ask(socketFirst, '/');
    expect(afterSave.onSocket).toBe(false);
    expect(afterSave.headers['x-cache']).toBe('MISS');
  });
});
