/**
 * Request signing as the platform's application API defines it (x-fp-date, x-fp-signature, "v1.1").
 * Shared by the SDK (to sign) and the platform (to verify). Uses Web Crypto so it runs in Node and browsers.
 */

/** The signing secret is public and fixed: the signature protects integrity, not identity. */
export const SIGNING_SECRET = '1234567';
const IGNORED_HEADERS = new Set([
  'authorization',
  'connection',
  'x-amzn-trace-id',
  'user-agent',
  'expect',
  'presigned-expires',
  'range',
]);
const SIGNED_HEADER = /x-fp-.*|host/i;
const EMPTY_BODY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface SignableRequest {
  method: string;
  /** Path with optional `?query`, exactly as sent on the wire. */
  path: string;
  headers: Record<string, string>;
  /** Exact body text for non-GET requests; undefined for none. */
  body?: string;
}

/** `YYYYMMDDTHHMMSSZ` in UTC. */
export function signingDate(at: Date = new Date()): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Parses a signing date back into a Date; undefined when malformed. */
export function parseSigningDate(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const at = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  return Number.isNaN(at.getTime()) ? undefined : at;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function canonicalPath(path: string): string {
  const out: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '' || raw === '.') continue;
    if (raw === '..') {
      out.pop();
      continue;
    }
    out.push(encodeURIComponent(safeDecode(raw)));
  }
  const joined = `/${out.join('/')}`;
  return path.endsWith('/') && out.length > 0 ? `${joined}/` : joined;
}

export function canonicalQuery(query: string): string {
  if (!query) return '';
  const byKey = new Map<string, string[]>();
  for (const part of query.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = safeDecode((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq < 0 ? '' : safeDecode(part.slice(eq + 1).replace(/\+/g, ' '));
    if (key === 'x-fp-signature') continue;
    const values = byKey.get(key) ?? [];
    values.push(value);
    byKey.set(key, values);
  }
  return [...byKey.keys()]
    .sort()
    .flatMap((key) => (byKey.get(key) ?? []).sort().map((value) => `${key}=${value}`))
    .join('&');
}

function signedHeaderEntries(headers: Record<string, string>): [string, string][] {
  return Object.entries(headers)
    .map(([name, value]): [string, string] => [name.toLowerCase(), String(value)])
    .filter(([name]) => name !== 'x-fp-signature' && !IGNORED_HEADERS.has(name) && SIGNED_HEADER.test(name))
    .map(([name, value]): [string, string] => [name, value.trim().replace(/\s+/g, ' ')])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return toHex(digest);
}

async function hmacHex(key: string, text: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text)));
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The canonical request text of a request and its signing date, given the body's SHA-256 hex digest. Shared by
 * the Web Crypto signer below and by servers that hash synchronously.
 */
export function canonicalRequest(
  request: SignableRequest,
  bodyHash: string,
): { date: string; canonical: string } {
  const q = request.path.indexOf('?');
  const pathname = q < 0 ? request.path : request.path.slice(0, q);
  const query = q < 0 ? '' : request.path.slice(q + 1);
  const headers = signedHeaderEntries(request.headers);
  const date = headers.find(([name]) => name === 'x-fp-date')?.[1] ?? '';
  const canonical = [
    request.method.toUpperCase(),
    canonicalPath(pathname),
    canonicalQuery(query),
    `${headers.map(([name, value]) => `${name}:${value}`).join('\n')}\n`,
    headers.map(([name]) => name).join(';'),
    bodyHash,
  ].join('\n');
  return { date, canonical };
}

/** SHA-256 of the empty body, used when a request has none. */
export { EMPTY_BODY_HASH };

/** Computes the signature of a request whose headers already hold `host` and `x-fp-date`. */
export async function computeSignature(request: SignableRequest): Promise<string> {
  const bodyHash = request.body ? await sha256Hex(request.body) : EMPTY_BODY_HASH;
  const { date, canonical } = canonicalRequest(request, bodyHash);
  const stringToSign = `${date}\n${await sha256Hex(canonical)}`;
  return `v1.1:${await hmacHex(SIGNING_SECRET, stringToSign)}`;
}
