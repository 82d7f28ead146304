import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256Hex = (payload: string | Buffer, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

export const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
