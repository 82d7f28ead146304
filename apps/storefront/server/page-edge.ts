import { hasControlCharacter, nestsDeeperThan } from '@vitrine/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { filePostLimit } from '../app/leads/file-post-limits';

/** What a page's form or JSON action may be sent, unless its path is listed below or takes files. */
const PAGE_BODY_BYTES = 64 * 1024;
/** The theme editor's preview posts a page of unsaved sections: as much as the editor's own save takes. */
const BODY_BYTES_BY_PATH: Record<string, number> = { '/_editor/sections': 1024 * 1024 };
const MAX_JSON_DEPTH = 64;

function sizeName(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} kB`;
}

const limiters = new Map<number, MiddlewareHandler>();
function limiterFor(maxSize: number): MiddlewareHandler {
  let limiter = limiters.get(maxSize);
  if (!limiter) {
    limiter = bodyLimit({
      maxSize,
      // The rest of the body is still on its way: a client reusing the connection would lose its next request.
      onError: (c) =>
        c.json({ message: `Request body is larger than the limit of ${sizeName(maxSize)}` }, 413, {
          connection: 'close',
        }),
    });
    limiters.set(maxSize, limiter);
  }
  return limiter;
}

/** A short page without the shop's shell: the request cannot be rendered, and must not reach the renderer. */
function badRequestPage(reason: string, status = 400): Response {
  const title = status === 403 ? 'Forbidden' : 'Bad request';
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${reason}</p><p><a href="/">Go to the home page</a></p></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A form or action sent from another site: React Router's own rule (an Origin header, when there is one, must be
 * the page's own origin). It refuses these too, but reports each as a server error in the logs; a forged post is
 * the sender's doing, so it is refused here, before the renderer.
 */
function fromAnotherOrigin(request: Request): boolean {
  if (!MUTATIONS.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true; // 'null' (a sandboxed or privacy-stripped sender) or not an origin at all
  }
}

export function addressHasControlCharacter(url: URL): boolean {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is the router's to answer; the raw path is checked instead.
  }
  if (hasControlCharacter(path)) return true;
  for (const [name, value] of url.searchParams) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
  }
  return false;
}

/** Checks a buffered body: form fields free of control characters (line breaks allowed), JSON not too deep. */
async function bodyProblem(c: Context, bytes: ArrayBuffer): Promise<Response | undefined> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    if (nestsDeeperThan(new TextDecoder().decode(bytes), MAX_JSON_DEPTH)) {
      return c.json({ message: 'Request body is nested too deeply' }, 400);
    }
  } else if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      return undefined; // not a readable form: the route's own form reading answers that
    }
    for (const [name, value] of form) {
      const text = typeof value === 'string' ? value : value.name;
      if (hasControlCharacter(name) || hasControlCharacter(text, true)) {
        return badRequestPage('A form field holds a control character.');
      }
    }
  }
  return undefined;
}

/**
 * What every page request passes before React Router: no control characters in the address, no form sent from
 * another site, and a body within its path's limit (413 otherwise, a chunked body cut off at the limit), read
 * once here and handed on.
 */
export function guardPageRequests(): MiddlewareHandler {
  return async (c, next) => {
    if (addressHasControlCharacter(new URL(c.req.url))) {
      return badRequestPage('The address holds a control character.');
    }
    if (fromAnotherOrigin(c.req.raw)) {
      return badRequestPage('A form sent from another site is not accepted here.', 403);
    }
    if (!c.req.raw.body) return next();
    const limiter = limiterFor(
      filePostLimit(c.req.path) ?? BODY_BYTES_BY_PATH[c.req.path] ?? PAGE_BODY_BYTES,
    );
    let problem: Response | undefined;
    const tooLarge = await limiter(c, async () => {
      const bytes = await c.req.raw.arrayBuffer();
      problem = await bodyProblem(c, bytes);
      if (problem) return;
      c.req.raw = new Request(c.req.raw, { body: bytes });
      await next();
    });
    return problem ?? tooLarge;
  };
}

/**
 * The protocol the shopper used: a TLS-terminating proxy in front says so in x-forwarded-proto (already dropped
 * when a peer TRUST_PROXY does not name sent it).
 */
function shopperUsedHttps(url: URL, forwardedProto: string | null | undefined): boolean {
  return addressAsBrowsed(url, forwardedProto).protocol === 'https:';
}

/** The page's address as the shopper's browser used it: its scheme from x-forwarded-proto when that names one. */
export function addressAsBrowsed(url: URL, forwardedProto: string | null | undefined): URL {
  const forwarded = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if ((forwarded !== 'https' && forwarded !== 'http') || url.protocol === `${forwarded}:`) return url;
  const browsed = new URL(url);
  browsed.protocol = forwarded;
  return browsed;
}

/**
 * Gives a page request the address the browser used. Behind a proxy that ends TLS the request arrives as http
 * while the browser says https: React Router then refused every form post (its Origin check compares the two),
 * and canonical links and structured data named http. Pages are also kept in the cache under this address.
 */
export function pagesAtBrowsedAddress(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    const browsed = addressAsBrowsed(url, raw.headers.get('x-forwarded-proto'));
    if (browsed !== url) {
      c.req.raw = new Request(browsed, {
        method: raw.method,
        headers: raw.headers,
        body: raw.body,
        signal: raw.signal,
        ...(raw.body ? { duplex: 'half' } : {}),
      } as RequestInit);
    }
    await next();
  };
}

/**
 * Headers every HTML page carries: no type sniffing, no full URLs in Referer to other sites, framing only by the
 * shop itself and the theme editor (whose preview frames it), and HSTS once the shopper came over https.
 */
export function pageSecurityHeaders(request: Request, editorOrigin: string): Record<string, string> {
  return securityHeadersFor(new URL(request.url), request.headers.get('x-forwarded-proto'), editorOrigin);
}

/** pageSecurityHeaders from the page's address and the x-forwarded-proto believed. */
export function securityHeadersFor(
  url: URL,
  forwardedProto: string | null | undefined,
  editorOrigin: string,
): Record<string, string> {
  const ownOrigin = url.origin;
  const ancestors = editorOrigin === ownOrigin ? "'self'" : `'self' ${editorOrigin}`;
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': `frame-ancestors ${ancestors}`,
    ...(shopperUsedHttps(url, forwardedProto) ? { 'strict-transport-security': 'max-age=15552000' } : {}),
  };
}
