import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { ApplicationClient, ApplicationConfig } from '@vitrine/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';

const ORIGIN = 'http://shop.test';
const CLIENT_DIR = path.join(BUILD_DIR, 'client');

let platform: TestPlatform;
let shop: StorefrontServer;
let uncompressed: StorefrontServer;
let split: StorefrontServer;
let productSlug: string;
/** What the shop's own calls to the platform asked for and got (the in-process SDK hop). */
const platformCalls: { path: string; acceptEncoding: string | null; contentEncoding: string | null }[] = [];
/** While set, the platform's answers for similar products wait on it: a product page's deferred part. */
let similarGate: Promise<void> | undefined;
let heldAtGate = 0;

function decode(encoding: string | null, bytes: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  return bytes;
}

async function get(server: StorefrontServer, pathname: string, acceptEncoding?: string, method = 'GET') {
  const headers: Record<string, string> =
    acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  const response = await server.fetch(new Request(`${ORIGIN}${pathname}`, { method, headers }));
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  return { response, encoding, bytes, body: bytes.length ? decode(encoding, bytes) : bytes };
}

/** The largest built file of a kind (its hashed name changes with every build), which has compressed copies. */
function builtAsset(extension: string): string {
  const dir = path.join(CLIENT_DIR, 'assets');
  const [largest] = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size);
  if (!largest) throw new Error(`no ${extension} in the build`);
  return `assets/${largest}`;
}

beforeAll(async () => {
  const storefrontDir = path.dirname(BUILD_DIR);
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: storefrontDir, stdio: 'inherit' });
  }
  // The build step's second half, over the build as it is: other test files may be reading it meanwhile.
  const assets = fs.readdirSync(path.join(CLIENT_DIR, 'assets'));
  if (!assets.some((file) => file.endsWith('.br'))) {
    execSync('node ../../scripts/precompress.mjs build/client', { cwd: storefrontDir, stdio: 'inherit' });
  }
  platform = await startTestPlatform({ products: 20 });
  const credentials = { applicationId: platform.applicationId, applicationToken: platform.applicationToken };
  const watched = {
    app: {
      fetch: async (request: Request, env?: unknown) => {
        const { pathname } = new URL(request.url);
        if (similarGate && /\/similar\//.test(pathname)) {
          heldAtGate += 1;
          await similarGate;
        }
        const response = await platform.platform.app.fetch(request, env);
        platformCalls.push({
          path: pathname,
          acceptEncoding: request.headers.get('accept-encoding'),
          contentEncoding: response.headers.get('content-encoding'),
        });
        return response;
      },
    },
  };
  // No page cache: these pages must be rendered, each time, through the platform calls watched above.
  shop = await createServer({ ...credentials, platform: watched, mode: 'production', pageCacheMb: 0 });
  uncompressed = await createServer({
    ...credentials,
    platform: platform.platform,
    mode: 'production',
    compression: false,
  });
  split = await createServer({ ...credentials, platformUrl: platform.baseUrl, mode: 'production' });
  const listing = (await get(shop, '/products/')).body.toString();
  productSlug = /href="\/product\/([^"?/]+)"/.exec(listing)?.[1] ?? '';
  expect(productSlug).not.toBe('');
});

afterAll(async () => {
  await shop?.close();
  await uncompressed?.close();
  await split?.close();
  await platform?.close();
});

describe('compressed pages', () => {
  it('sends a product page as brotli, gzip or as it is, by Accept-Encoding', async () => {
    const plain = await get(shop, `/product/${productSlug}`);
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString()).toContain('data-testid="product-name"');
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.1, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', null],
    ] as const) {
      const { response, encoding, bytes, body } = await get(shop, `/product/${productSlug}`, accept);
      expect(encoding, accept).toBe(expected);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(body.toString()).toContain('data-testid="product-name"');
      if (expected) expect(bytes.length).toBeLessThan(plain.bytes.length / 3);
    }
  });

  it("never compresses the shop's own calls to the platform in this process", async () => {
    platformCalls.length = 0;
    const page = await get(shop, `/product/${productSlug}`, 'br');
    expect(page.encoding).toBe('br');
    expect(platformCalls.length).toBeGreaterThan(0);
    for (const call of platformCalls)
      expect(call, call.path).toMatchObject({ acceptEncoding: null, contentEncoding: null });
  });

  it('streams a compressed page: the shell arrives while its deferred part is still waiting', async () => {
    let open: () => void = () => {};
    similarGate = new Promise((resolve) => {
      open = resolve;
    });
    try {
      const response = await shop.fetch(
        new Request(`${ORIGIN}/product/${productSlug}`, { headers: { 'accept-encoding': 'br' } }),
      );
      expect(response.headers.get('content-encoding')).toBe('br');
      const decoder = zlib.createBrotliDecompress();
      let text = '';
      decoder.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      // The similar products cannot be rendered before the gate opens, so the page cannot have ended yet.
      while (!text.includes('data-testid="product-name"')) {
        const { done, value } = await reader.read();
        expect(done).toBe(false);
        await new Promise((resolve) => decoder.write(value, resolve));
      }
      expect(heldAtGate).toBeGreaterThan(0);
      expect(text).not.toContain('</html>');
      open();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        decoder.write(value);
      }
      await new Promise((resolve) => decoder.end(resolve));
      expect(text).toContain('</html>');
    } finally {
      similarGate = undefined;
      open();
    }
  });

  it('leaves HEAD and 304 answers untouched', async () => {
    const head = await get(shop, '/', 'br', 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.encoding).toBeNull();
    expect(head.bytes.length).toBe(0);
    const first = await get(shop, '/openapi.json', 'br');
    const etag = first.response.headers.get('etag') ?? '';
    const again = await shop.fetch(
      new Request(`${ORIGIN}/openapi.json`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBeNull();
  });

  it('compresses no page with COMPRESSION=off', async () => {
    const { encoding, body } = await get(uncompressed, `/product/${productSlug}`, 'br, gzip');
    expect(encoding).toBeNull();
    expect(body.toString()).toContain('data-testid="product-name"');
  });
});

describe('compressed API answers', () => {
  it('sends the JSON API compressed once, in one process and apart', async () => {
    for (const server of [shop, split]) {
      const encodings: (string | null)[] = [];
      const browserClient = new ApplicationClient(
        new ApplicationConfig({
          applicationID: platform.applicationId,
          applicationToken: platform.applicationToken,
          domain: `${ORIGIN}/api`,
          fetch: async (request) => {
            request.headers.set('accept-encoding', 'br, gzip');
            const response = await server.fetch(request);
            const encoding = response.headers.get('content-encoding');
            encodings.push(encoding);
            // One decoding gives the JSON: the storefront did not compress the platform's answer again.
            const body = decode(encoding, Buffer.from(await response.arrayBuffer()));
            const headers = new Headers(response.headers);
            headers.delete('content-encoding');
            return new Response(new Uint8Array(body), { status: response.status, headers });
          },
        }),
      );
      const listing = await browserClient.catalog.getProducts({ pageSize: 12 });
      expect(listing.items?.length).toBe(12);
      expect(encodings).toEqual(['br']);
    }
  });
});

describe('precompressed client files', () => {
  it('serves the build’s brotli or gzip copy by Accept-Encoding, with a year-long cache', async () => {
    for (const asset of [builtAsset('.js'), builtAsset('.css')]) {
      const original = fs.readFileSync(path.join(CLIENT_DIR, asset));
      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0', null],
        [undefined, null],
      ] as const) {
        const { response, encoding, bytes, body } = await get(shop, `/public/${asset}`, accept);
        expect(response.status).toBe(200);
        expect(encoding, `${asset} ${accept}`).toBe(expected);
        expect(body.equals(original)).toBe(true);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('content-type')).toMatch(
          asset.endsWith('.js') ? /javascript/ : /text\/css/,
        );
        expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
        if (expected) {
          const copy = fs.readFileSync(path.join(CLIENT_DIR, `${asset}${expected === 'br' ? '.br' : '.gz'}`));
          expect(bytes.equals(copy)).toBe(true);
        }
      }
    }
  });

  it('serves them precompressed with COMPRESSION=off too, and answers HEAD with the same headers', async () => {
    const asset = builtAsset('.js');
    const off = await get(uncompressed, `/public/${asset}`, 'br');
    expect(off.encoding).toBe('br');
    const head = await get(shop, `/public/${asset}`, 'br', 'HEAD');
    expect(head.encoding).toBe('br');
    expect(head.bytes.length).toBe(0);
    expect(Number(head.response.headers.get('content-length'))).toBe(off.bytes.length);
  });

  it('answers paths outside the build as before', async () => {
    const missing = await get(shop, '/public/assets/..%2f..%2fpackage.json', 'br');
    expect(missing.response.status).toBe(404);
  });
});
