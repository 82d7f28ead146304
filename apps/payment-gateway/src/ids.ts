import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
// 248 = 4 × 62: bytes at or above it are skipped so every character is equally likely.
const UNBIASED_LIMIT = 248;

function base62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_LIMIT && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}

/** A Razorpay-style id: the entity's prefix and 14 random base62 characters, e.g. `order_EKwxwAgItmmXdp`. */
export const newId = (prefix: 'order' | 'pay' | 'evt' | 'cust' | 'token') => `${prefix}_${base62(14)}`;

export const unixSeconds = () => Math.floor(Date.now() / 1000);
