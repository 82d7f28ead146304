import { createHmac, timingSafeEqual } from 'node:crypto';

const signatureOf = (value: string, key: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

/** `data` as JSON signed with the shopper's session cookie, so that only that session can hand it back. */
export function sealForSession(data: unknown, session: string): string {
  const value = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${value}.${signatureOf(value, session)}`;
}

/** What `sealForSession` sealed for this session; undefined when it was sealed for another, or tampered with. */
export function openForSession(sealed: string | undefined, session: string | undefined): unknown {
  if (!sealed || !session) return undefined;
  const [value, signature = ''] = sealed.split('.');
  const expected = Buffer.from(signatureOf(value, session));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
