import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'vitrine_editor';
export const SESSION_SECONDS = 12 * 60 * 60;

/**
 * Editor sessions without server state: the cookie holds an expiry and its HMAC. The key is derived from the
 * editor token, so changing the token ends every session.
 */
export class EditorSessions {
  private readonly key: Buffer;
  private readonly tokenDigest: Buffer;

  constructor(token: string) {
    this.key = Buffer.from(hkdfSync('sha256', token, 'vitrine-editor', 'session cookie', 32));
    this.tokenDigest = digest(token);
  }

  /** Compares digests so neither the length nor the content of the token leaks through timing. */
  tokenMatches(given: string): boolean {
    return timingSafeEqual(digest(given), this.tokenDigest);
  }

  issue(now = Date.now()): string {
    const expires = String(now + SESSION_SECONDS * 1000);
    return `${expires}.${this.sign(expires)}`;
  }

  isValid(value: string | undefined, now = Date.now()): boolean {
    const match = /^(\d{13,15})\.([\w-]{43})$/.exec(value ?? '');
    if (!match) return false;
    const [, expires, signature] = match;
    if (Number(expires) <= now) return false;
    return timingSafeEqual(Buffer.from(signature), Buffer.from(this.sign(expires)));
  }

  private sign(expires: string): string {
    return createHmac('sha256', this.key).update(`editor-session:${expires}`).digest('base64url');
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();
