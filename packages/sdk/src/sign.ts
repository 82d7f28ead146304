import {
  canonicalPath,
  canonicalQuery,
  computeSignature,
  SIGNING_SECRET,
  type SignableRequest,
} from '@vitrine/contract';
import { hmacSha256, sha256, toHex } from './sha256';

const encoder = new TextEncoder();
const IGNORED_HEADERS = new Set([
  'authorization',
  'connection',
  'x-amzn-trace-id',
  'user-agent',
  'expect',
  'presigned-expires',
  'range',
]);

const sha256Hex = (text: string) => toHex(sha256(encoder.encode(text)));

/**
 * The same algorithm as the contract's `computeSignature`, on the pure TypeScript hashes: for pages that are not
 * a secure context (plain http on a non-localhost host), where `crypto.subtle` does not exist.
 */
export function computeSignatureWithoutWebCrypto(request: SignableRequest): string {
  const q = request.path.indexOf('?');
  const pathname = q < 0 ? request.path : request.path.slice(0, q);
  const query = q < 0 ? '' : request.path.slice(q + 1);
  const headers = Object.entries(request.headers)
    .map(([name, value]): [string, string] => [name.toLowerCase(), String(value).trim().replace(/\s+/g, ' ')])
    .filter(([name]) => name !== 'x-fp-signature' && !IGNORED_HEADERS.has(name) && /x-fp-.*|host/.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const date = headers.find(([name]) => name === 'x-fp-date')?.[1] ?? '';
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(pathname),
    canonicalQuery(query),
    `${headers.map(([name, value]) => `${name}:${value}`).join('\n')}\n`,
    headers.map(([name]) => name).join(';'),
    sha256Hex(request.body ?? ''),
  ].join('\n');
  const stringToSign = `${date}\n${sha256Hex(canonicalRequest)}`;
  return `v1.1:${toHex(hmacSha256(encoder.encode(SIGNING_SECRET), encoder.encode(stringToSign)))}`;
}

/** `x-fp-signature` for a request whose headers hold `host` and `x-fp-date`; Web Crypto when available. */
export async function signRequest(request: SignableRequest): Promise<string> {
  if (globalThis.crypto?.subtle) return computeSignature(request);
  return computeSignatureWithoutWebCrypto(request);
}
