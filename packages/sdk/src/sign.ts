import { canonicalRequest, computeSignature, SIGNING_SECRET, type SignableRequest } from '@vitrine/contract';
import { hmacSha256, sha256, toHex } from './sha256';

const encoder = new TextEncoder();
const sha256Hex = (text: string) => toHex(sha256(encoder.encode(text)));

/**
 * The same algorithm as the contract's `computeSignature`, on the pure TypeScript hashes: for pages that are not
 * a secure context (plain http on a non-localhost host), where `crypto.subtle` does not exist.
 */
export function computeSignatureWithoutWebCrypto(request: SignableRequest): string {
  const { date, canonical } = canonicalRequest(request, sha256Hex(request.body ?? ''));
  const stringToSign = `${date}\n${sha256Hex(canonical)}`;
  return `v1.1:${toHex(hmacSha256(encoder.encode(SIGNING_SECRET), encoder.encode(stringToSign)))}`;
}

/** `x-fp-signature` for a request whose headers hold `host` and `x-fp-date`; Web Crypto when available. */
export async function signRequest(request: SignableRequest): Promise<string> {
  if (globalThis.crypto?.subtle) return computeSignature(request);
  return computeSignatureWithoutWebCrypto(request);
}
