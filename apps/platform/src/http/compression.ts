import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** The encodings we send, most preferred first: brotli makes smaller bodies than gzip. */
export type ContentEncoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/** Smaller bodies gain less from compression than its headers and work cost. */
const MIN_BYTES = 1024;

/**
 * Brotli's window: 256 kB (2^18), not its default 4 MB. Node counts each compressor's memory as the JS heap's
 * external memory, and a 4 MB window per response made V8 collect garbage far more often: a product page
 * rendered afresh cost 17.5–19.4 ms of CPU with it, 11.8–12.8 ms without (bench, distinct pages). Every page and
 * API answer we compress is well under 256 kB, so the bytes are the same.
 */
export const BROTLI_WINDOW_BITS = 18;

/** Compressed per response, so speed over size: quality 4 of 11, still smaller than gzip's default. */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * Pages are rendered and compressed anew for every shopper the page cache cannot serve, and are the largest
 * bodies sent (a product page is about 80 kB of HTML): quality 3 costs a third less than 4 for about 5% more
 * bytes (measured on a product page: 17.5 kB against 16.7 kB). Kept pages get a better copy (page cache).
 */
const PAGE_BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * The encoding to send for an Accept-Encoding header, among those `offered`: the highest q-value wins (a coding
 * not named takes the q of `*`, if any), ties go to brotli; q=0 refuses. Undefined: send the body as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentEncoding[] = PREFERENCE,
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const qOf = (coding: string) => accepts.find((accept) => accept.type.toLowerCase() === coding)?.q;
  const wildcard = qOf('*') ?? 0;
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of PREFERENCE) {
    if (!offered.includes(encoding)) continue;
    const q = qOf(encoding) ?? (encoding === 'gzip' ? qOf('x-gzip') : undefined) ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function variesOnEncoding(vary: string | null): boolean {
  return vary === '*' || (vary !== null && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary));
}

/** Adds Accept-Encoding to a response's Vary, so caches keep one copy per encoding. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (variesOnEncoding(vary)) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

type Chunk = ReadableStreamReadResult<Uint8Array>;

/** True when `read` settles within this turn of the event loop: more of the body is already there. */
function settlesNow(read: Promise<Chunk>): Promise<boolean> {
  return Promise.race([
    read.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setImmediate(resolve, false)),
  ]);
}

/**
 * `body` compressed as it arrives. Whenever the body pauses (a streamed page waiting on deferred data) what has
 * been compressed so far is flushed, so the shopper gets the shell before the rest; chunks arriving together are
 * compressed together, which keeps the ratio. Read only as fast as the client takes it.
 */
function compressedBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array[],
  encoding: ContentEncoding,
  page: boolean,
): { body: ReadableStream<Uint8Array>; started: Promise<void> } {
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  // A page's chunks are already one per pause of the render (the storefront batches React's writes): each is
  // compressed and flushed in one step, not a write and then a flush, each a trip to zlib's thread pool.
  const flush = page ? flushKind : undefined;
  const zip =
    encoding === 'br'
      ? zlib.createBrotliCompress({ ...(page ? PAGE_BROTLI_OPTIONS : BROTLI_OPTIONS), flush })
      : zlib.createGzip({ flush });
  let out: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  let pending: Promise<Chunk> | undefined;
  let sent = 0;
  const ended = new Promise<void>((resolve) => zip.once('end', resolve));
  let start: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
      zip.on('data', (chunk: Buffer) => {
        sent += 1;
        start();
        if (open) out.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      });
      zip.once('end', () => {
        start();
        if (open) out.close();
        open = false;
      });
      zip.once('error', (error) => {
        start();
        if (open) out.error(error);
        open = false;
        reader.cancel(error).catch(() => {});
      });
      for (const chunk of first) zip.write(chunk);
    },
    // A stream asks again only after something is enqueued, so feed the compressor until it has sent some.
    async pull() {
      const before = sent;
      while (sent === before) {
        if (zip.writableEnded) return ended;
        pending ??= reader.read();
        if (!page && !(await settlesNow(pending)))
          await new Promise<void>((resolve) => zip.flush(flushKind, () => resolve()));
        const { done, value } = await pending.catch((error) => {
          zip.destroy();
          throw error;
        });
        pending = undefined;
        if (done) zip.end();
        else zip.write(value);
      }
    },
    cancel(reason) {
      open = false;
      zip.destroy();
      return reader.cancel(reason);
    },
  });
  return { body, started };
}

/**
 * Reads the start of a body of unknown length: the chunks read, and whether that was all of it and shorter
 * than MIN_BYTES. It stops at MIN_BYTES, which a streamed page's shell exceeds, so it never waits on deferred
 * parts.
 */
async function peek(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  while (bytes < MIN_BYTES) {
    const { done, value } = await reader.read();
    if (done) return { chunks, small: true };
    chunks.push(value);
    bytes += value.byteLength;
  }
  return { chunks, small: false };
}

/** Hono copies the old response's headers onto a new one; this one's own headers are the ones meant. */
function replace(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

const NO_BODY_STATUS = new Set([101, 204, 205, 206, 304]);

/**
 * Compresses responses with brotli or gzip as the client's Accept-Encoding asks: text (HTML, JSON, JS, CSS,
 * SVG), never images, bodies already encoded, HEAD, 204/206/304 or bodies under 1 kB. `enabled: false`
 * (COMPRESSION=off) leaves every response as it is, for a proxy in front that compresses.
 */
export function compression({ enabled }: { enabled: boolean }): MiddlewareHandler {
  return async function compress(c, next) {
    await next();
    const res = c.res;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    // Sent as it is, and it already says it varies (the API's answers do): nothing to rebuild, and its body is
    // left alone (reading it makes a lightweight Response build a full one). The storefront's own calls in this
    // process ask for no encoding, several times per page.
    if (!encoding && variesOnEncoding(res.headers.get('vary'))) return;
    const type = res.headers.get('content-type');
    if (
      !enabled ||
      !res.body ||
      c.req.method === 'HEAD' ||
      NO_BODY_STATUS.has(res.status) ||
      res.headers.has('content-encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    const headers = new Headers(res.headers);
    varyOnEncoding(headers);
    const init = { status: res.status, statusText: res.statusText, headers };
    if (!encoding) {
      replace(c, new Response(res.body, init));
      return;
    }
    const reader = res.body.getReader();
    const { chunks, small } = length === null ? await peek(reader) : { chunks: [], small: false };
    if (small) {
      replace(c, new Response(Buffer.concat(chunks), init));
      return;
    }
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    const page = type.startsWith('text/html');
    const { body, started } = compressedBody(reader, chunks, encoding, page);
    // Answered once the first compressed bytes are there: the server then sends them with the headers, in one
    // write, rather than the headers alone first (a separate write cost about 0.9 ms of CPU per product page).
    await started;
    replace(c, new Response(body, init));
  };
}
