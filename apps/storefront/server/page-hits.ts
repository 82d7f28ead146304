import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { ContentEncoding } from '@vitrine/platform/compression';
import { trustTest } from '@vitrine/platform/request';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { campaignCookies } from '../app/shell/campaign';
import { requestIdFor } from './health';
import { type PageCache, SHARED_CACHE_CONTROL } from './page-cache';
import { encodedCopy, wantedEncodingOf } from './page-cache-encodings';
import { isCrawler, isSharedPage, normalisedAddress } from './page-cache-key';
import type { StoredPage } from './page-cache-store';
import { addressAsBrowsed, addressHasControlCharacter, securityHeadersFor } from './page-edge';

export interface KeptPageAnswerOptions {
  pages: PageCache;
  /** COMPRESSION: whether the compression middleware would compress a page the cache has no copy of. */
  compression: boolean;
  trustProxy: readonly string[];
  /** The theme editor's origin for a page's address, as the full stack works it out. */
  editorOriginFor: (url: URL) => string;
}

/** A kept page's answer as the full stack would send it: its header list, with a slot for the request id. */
interface PreparedAnswer {
  status: number;
  headers: string[];
  idAt: number;
  body: Uint8Array | undefined;
}

const REQUEST_ID_SLOT = 'x-request-id-slot';

/** Adds Accept-Encoding to Vary, as the compression middleware does for a page it could have compressed. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The headers, in order, that the full stack sends for a fresh hit: the page cache's answer, then what the
 * request-id, security-header and compression middlewares add, then what @hono/node-server adds when it writes
 * (it sorts names, as Headers does, and puts a content-length it counted last).
 */
function prepare(
  page: StoredPage,
  head: boolean,
  encoded: { encoding: ContentEncoding; body: Uint8Array } | undefined,
  security: Record<string, string>,
  compression: boolean,
): PreparedAnswer {
  const headers = new Headers(page.headers);
  headers.set('cache-control', SHARED_CACHE_CONTROL);
  // As the page cache's own answer: a kept page is in the currency and language the cookies chose.
  headers.append('vary', 'Cookie');
  headers.set('x-cache', 'HIT');
  if (encoded) {
    headers.set('content-encoding', encoded.encoding);
    headers.set('content-length', String(encoded.body.byteLength));
    headers.append('vary', 'Accept-Encoding');
  }
  // A page that names its own request id keeps it, as the request-id middleware leaves it.
  if (!headers.has('x-request-id')) headers.set('x-request-id', REQUEST_ID_SLOT);
  const type = headers.get('content-type');
  if (type?.startsWith('text/html'))
    for (const [name, value] of Object.entries(security)) headers.set(name, value);
  if (compression && !head && !encoded && type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) {
    varyOnEncoding(headers);
  }
  const list: string[] = [];
  for (const [name, value] of headers) list.push(name, value);
  if (!type) list.push('content-type', 'text/plain; charset=UTF-8');
  const body = head ? undefined : (encoded?.body ?? page.body);
  if (body && !encoded) list.push('content-length', String(body.byteLength));
  return { status: page.status, headers: list, idAt: list.indexOf(REQUEST_ID_SLOT), body };
}

/** Node gives every header but set-cookie as one string; a list is read as absent. */
const textOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** Prepared answers by kept page, then by method, encoding and security headers (the rest is the page's key). */
const prepared = new WeakMap<StoredPage, Map<string, PreparedAnswer>>();

/** The request's address as @hono/node-server makes it, or undefined where it would refuse it or be unsure. */
function addressOf(incoming: IncomingMessage): URL | undefined {
  const target = incoming.url;
  const host = incoming.headers.host;
  if (target?.[0] !== '/' || target.includes('\\') || !host) return undefined;
  const scheme = (incoming.socket as TLSSocket).encrypted ? 'https' : 'http';
  let url: URL;
  try {
    url = new URL(`${scheme}://${host}${target}`);
  } catch {
    return undefined;
  }
  return url.hostname === host || url.hostname === host.replace(/:\d+$/, '') ? url : undefined;
}

/**
 * Answers a fresh hit of the shared page cache straight on the socket, ahead of Hono and fetch's Request and
 * Response: the same status, headers and body the full stack would send, without its per-request objects. Any
 * request it is not sure of (a miss, a stale page, a signed-in visitor, a preview, a campaign link, a body, a
 * page it has no kept copy of in the encoding asked for) it leaves to the full stack: false.
 */
export function keptPageAnswers(options: KeptPageAnswerOptions) {
  const { pages } = options;
  const trusted = trustTest(options.trustProxy);
  return function answerKept(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    try {
      return answerHit(incoming, outgoing);
    } catch (error) {
      // Nothing sent yet: the full stack answers, and reports whatever went wrong its own way.
      if (!outgoing.headersSent) return false;
      outgoing.destroy(error as Error);
      return true;
    }
  };

  function answerHit(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    const method = incoming.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const headers = incoming.headers;
    if (headers['transfer-encoding'] || (headers['content-length'] && headers['content-length'] !== '0')) {
      return false;
    }
    // x-forwarded-proto counts only from a peer TRUST_PROXY names (or with no peer), as dropUntrustedForwarding.
    const peer = incoming.socket.remoteAddress;
    const proto = textOf(headers['x-forwarded-proto']);
    const believedProto = peer && proto !== undefined && !trusted(peer, 0) ? undefined : proto;
    const socketAddress = addressOf(incoming);
    if (!socketAddress) return false;
    // The address the page was kept under: the one the browser used (pagesAtBrowsedAddress).
    const url = addressAsBrowsed(socketAddress, believedProto);
    const facts = { method, url, secFetchDest: headers['sec-fetch-dest'], cookie: headers.cookie };
    if (!isSharedPage(facts) || addressHasControlCharacter(url) || campaignCookies(url).length > 0) {
      return false;
    }
    const hit = pages.freshHit(
      normalisedAddress(url),
      isCrawler(headers['user-agent'] ?? ''),
      headers.cookie,
    );
    if (!hit) return false;
    const acceptEncoding = headers['accept-encoding'];
    const wanted = wantedEncodingOf(acceptEncoding);
    pages.encodeLater(hit.key, hit.page, wanted);
    const encoded = encodedCopy(acceptEncoding, hit.page.encoded);
    // Without a kept copy the compression middleware compresses this answer itself: the full stack's work.
    if (!encoded && wanted && options.compression) return false;

    const security = securityHeadersFor(url, believedProto, options.editorOriginFor(url));
    const head = method === 'HEAD';
    const variant = `${method} ${encoded?.encoding ?? ''} ${security['strict-transport-security'] ?? ''}`;
    let answers = prepared.get(hit.page);
    if (!answers) {
      answers = new Map();
      prepared.set(hit.page, answers);
    }
    let answer = answers.get(variant);
    if (!answer) {
      answer = prepare(hit.page, head, encoded, security, options.compression);
      answers.set(variant, answer);
    }
    const list = answer.headers.slice();
    if (answer.idAt >= 0) list[answer.idAt] = requestIdFor(textOf(headers['x-request-id']));
    outgoing.writeHead(answer.status, list);
    outgoing.end(answer.body);
    return true;
  }
}
