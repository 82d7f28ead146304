import { createHash, createHmac } from 'node:crypto';
import { canonicalRequest, EMPTY_BODY_HASH, SIGNING_SECRET, type SignableRequest } from './signing';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The contract's signature, hashed synchronously with node:crypto: for servers, where Web Crypto's asynchronous
 * calls cost several times more than the hashing itself. Node only (a separate entry, kept out of browser code).
 */
export function signatureOf(request: SignableRequest): string {
  const { date, canonical } = canonicalRequest(
    request,
    request.body ? sha256Hex(request.body) : EMPTY_BODY_HASH,
  );
  return `v1.1:${createHmac('sha256', SIGNING_SECRET)
    .update(`${date}\n${sha256Hex(canonical)}`)
    .digest('hex')}`;
}
