import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compression } from './compression';

const LARGE_JSON = {
  items: Array.from({ length: 200 }, (_, i) => ({ slug: `kurta-${i}`, name: 'Cotton kurta' })),
};
const PNG_BYTES = new Uint8Array(4096).fill(7);

function shop(enabled = true) {
  const app = new Hono();
  app.use('*', compression({ enabled }));
  app.get('/products', (c) => c.json(LARGE_JSON, 200, { etag: '"v1"' }));
  app.get('/tiny', (c) => c.json({ ok: true }));
  app.get('/image.png', (c) => c.body(PNG_BYTES, 200, { 'content-type': 'image/png' }));
  app.get('/logo.svg', (c) =>
    c.body(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(500)}</svg>`, 200, {
      'content-type': 'image/svg+xml',
    }),
  );
  app.get('/encoded', (c) =>
    c.body(zlib.gzipSync(JSON.stringify(LARGE_JSON)), 200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    }),
  );
  app.get('/unchanged', (c) => c.body(null, 304, { etag: '"v1"' }));
  app.get('/nothing', (c) => c.body(null, 204));
  return app;
}

function decode(encoding: string | null, bytes: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString();
  return bytes.toString();
}

async function get(app: Hono, path: string, acceptEncoding?: string, method = 'GET') {
  const headers = acceptEncoding === undefined ? undefined : { 'accept-encoding': acceptEncoding };
  const response = await app.request(path, { method, headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  return { response, encoding, bytes, text: decode(encoding, bytes) };
}

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values and refuses q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('BR;Q=1.0')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('chooses only among the encodings offered', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });
});

describe('compression', () => {
  it('sends JSON as brotli, gzip or as it is, by Accept-Encoding', async () => {
    const app = shop();
    const body = JSON.stringify(LARGE_JSON);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.2, gzip;q=0.8', 'gzip'],
      ['br;q=0, gzip;q=0', null],
      ['identity', null],
      [undefined, null],
    ] as const) {
      const { response, encoding, bytes, text } = await get(app, '/products', accept);
      expect(encoding, String(accept)).toBe(expected);
      expect(text).toBe(body);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      if (expected) {
        expect(bytes.length).toBeLessThan(body.length / 4);
        expect(response.headers.get('content-length')).toBeNull();
        // The compressed bytes differ from the original's: a strong validator would claim they are the same.
        expect(response.headers.get('etag')).toBe('W/"v1"');
      } else {
        expect(response.headers.get('etag')).toBe('"v1"');
      }
    }
  });

  it('compresses with a 256 kB brotli window, not the 4 MB default that made garbage collection run hot', async () => {
    const { encoding, bytes } = await get(shop(), '/products', 'br');
    expect(encoding).toBe('br');
    // RFC 7932 §9.1: the stream opens with WBITS; a first bit of 1 and then n (3 bits, low bit first) mean 17 + n.
    const first = bytes[0];
    expect(first & 1).toBe(1);
    expect(17 + ((first >> 1) & 0b111)).toBe(18);
  });

  it('compresses SVG but not images that are already compressed, nor tiny bodies', async () => {
    const app = shop();
    expect((await get(app, '/logo.svg', 'br')).encoding).toBe('br');
    const image = await get(app, '/image.png', 'br');
    expect(image.encoding).toBeNull();
    expect(new Uint8Array(image.bytes)).toEqual(PNG_BYTES);
    const tiny = await get(app, '/tiny', 'br');
    expect(tiny.encoding).toBeNull();
    expect(JSON.parse(tiny.text)).toEqual({ ok: true });
  });

  it('leaves an already encoded body alone', async () => {
    const { encoding, text } = await get(shop(), '/encoded', 'br, gzip');
    expect(encoding).toBe('gzip');
    expect(JSON.parse(text)).toEqual(LARGE_JSON);
  });

  it('leaves HEAD, 204 and 304 untouched', async () => {
    const app = shop();
    const head = await get(app, '/products', 'br', 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.encoding).toBeNull();
    expect(head.bytes.length).toBe(0);
    const unchanged = await get(app, '/unchanged', 'br');
    expect([unchanged.response.status, unchanged.encoding, unchanged.bytes.length]).toEqual([304, null, 0]);
    expect(unchanged.response.headers.get('etag')).toBe('"v1"');
    const nothing = await get(app, '/nothing', 'br');
    expect([nothing.response.status, nothing.encoding]).toEqual([204, null]);
  });

  it('compresses nothing when turned off (COMPRESSION=off), so a proxy in front does it once', async () => {
    const { response, encoding, text } = await get(shop(false), '/products', 'br, gzip');
    expect(encoding).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(JSON.parse(text)).toEqual(LARGE_JSON);
  });

  it('sends what a streamed body has so far before the rest exists', async () => {
    const shell = `<!DOCTYPE html><html><body><main>${'<p>Cotton kurta</p>'.repeat(100)}</main>`;
    const deferred = '<div id="deferred">Similar products</div></body></html>';
    for (const encoding of ['br', 'gzip'] as const) {
      const { app, finish } = streamedPage(shell, deferred);
      const response = await app.request('/page', { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
      let text = '';
      decoder.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      // Only the shell exists until `finish`: it must arrive whole, decodable on its own.
      while (!text.includes('</main>')) {
        const { done, value } = await reader.read();
        expect(done).toBe(false);
        await new Promise((resolve) => decoder.write(value, resolve));
      }
      expect(text).toBe(shell);
      finish();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        decoder.write(value);
      }
      await new Promise((resolve) => decoder.end(resolve));
      expect(text).toBe(shell + deferred);
    }
  });
});

/** A page whose shell is sent at once and whose deferred part waits until `finish`. */
function streamedPage(shell: string, deferred: string) {
  let finish: () => void = () => {};
  const rest = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const app = new Hono();
  app.use('*', compression({ enabled: true }));
  app.get('/page', (c) => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(shell));
        await rest;
        controller.enqueue(new TextEncoder().encode(deferred));
        controller.close();
      },
    });
    return c.body(body, 200, { 'content-type': 'text/html; charset=utf-8' });
  });
  return { app, finish };
}
