import { hmacSha256Hex } from './signature';

/**
 * The signed hidden form's signature: HMAC-SHA256 with the merchant's secret over the fields other than
 * `signature`, sorted by name and joined as name=value with '&' (no encoding), in hex.
 */
export function formSignature(fields: Record<string, string>, secret: string): string {
  const signed = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return hmacSha256Hex(signed, secret);
}
