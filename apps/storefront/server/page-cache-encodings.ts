import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BROTLI_WINDOW_BITS, type ContentEncoding, chooseEncoding } from '@vitrine/platform/compression';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** A kept page's body compressed once per encoding asked for, so its later hits cost no compression at all. */
export type EncodedBodies = Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Done once per kept page, not per answer: a higher brotli quality than the per-response middleware's. */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
/** As the compression middleware: smaller bodies gain less than the work costs. */
const MIN_BYTES = 1024;

/** A copy on a plain ArrayBuffer (Node's Buffer may sit on a shared pool). */
const asBytes = (buffer: Buffer): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(buffer.byteLength);
  bytes.set(buffer);
  return bytes;
};

/** A copy of a page worth compressing (text of 1 kB or more) in one encoding; undefined otherwise. */
export async function encodeBody(
  body: Uint8Array,
  contentType: string | undefined,
  encoding: ContentEncoding,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (body.byteLength < MIN_BYTES || !contentType || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)) {
    return undefined;
  }
  return asBytes(encoding === 'br' ? await brotli(body, BROTLI_OPTIONS) : await gzip(body));
}

/** Encodings chosen, by what was offered and the Accept-Encoding header: browsers send the same few headers. */
const chosen = new Map<string, ContentEncoding | undefined>();
const REMEMBERED_CHOICES = 500;

/** chooseEncoding, remembered for the headers seen most recently (parsing Accept-Encoding is most of a hit's work). */
function rememberedChoice(
  acceptEncoding: string | undefined,
  offered: readonly ContentEncoding[],
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const key = `${offered.join()} ${acceptEncoding}`;
  if (chosen.has(key)) return chosen.get(key);
  const encoding = chooseEncoding(acceptEncoding, offered);
  if (chosen.size >= REMEMBERED_CHOICES) chosen.delete(chosen.keys().next().value as string);
  chosen.set(key, encoding);
  return encoding;
}

const KEPT_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** The encoding a request asks for, among those kept copies are made in. */
export function wantedEncoding(request: Request): ContentEncoding | undefined {
  return wantedEncodingOf(request.headers.get('accept-encoding') ?? undefined);
}

/** The encoding an Accept-Encoding header asks for, among those kept copies are made in. */
export function wantedEncodingOf(acceptEncoding: string | undefined): ContentEncoding | undefined {
  return rememberedChoice(acceptEncoding, KEPT_ENCODINGS);
}

/** The kept copy the request's Accept-Encoding asks for, if there is one. */
export function encodedFor(request: Request, encoded: EncodedBodies | undefined) {
  return encodedCopy(request.headers.get('accept-encoding') ?? undefined, encoded);
}

/** The kept copy an Accept-Encoding header asks for, if there is one. */
export function encodedCopy(
  acceptEncoding: string | undefined,
  encoded: EncodedBodies | undefined,
): { encoding: ContentEncoding; body: Uint8Array<ArrayBuffer> } | undefined {
  if (!encoded) return undefined;
  const offered = (Object.keys(encoded) as ContentEncoding[]).filter((encoding) => encoded[encoding]);
  const encoding = rememberedChoice(acceptEncoding, offered);
  const body = encoding && encoded[encoding];
  return encoding && body ? { encoding, body } : undefined;
}
