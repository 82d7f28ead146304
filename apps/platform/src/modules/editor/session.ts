import { createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { deleteEditorSession, editorSessionOpen, insertEditorSession } from './session-sql';

export const SESSION_COOKIE = 'vitrine_editor';
export const SESSION_SECONDS = 12 * 60 * 60;

/** 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The merchant's sessions in the theme editor, kept in the database so that signing out ends one at once, on
 * every process. The cookie holds an opaque token; only its SHA-256 is stored, beside a key derived from the
 * editor token, so changing the editor token ends every session.
 */
export class EditorSessions {
  private readonly editorKey: string;
  private readonly tokenDigest: Buffer;

  constructor(
    private readonly db: Db,
    token: string,
  ) {
    this.editorKey = Buffer.from(hkdfSync('sha256', token, 'vitrine-editor', 'session key', 32)).toString(
      'base64url',
    );
    this.tokenDigest = digest(token);
  }

  /** Compares digests so neither the length nor the content of the token leaks through timing. */
  tokenMatches(given: string): boolean {
    return timingSafeEqual(digest(given), this.tokenDigest);
  }

  /** Opens a session and returns the cookie's value. */
  async open(now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertEditorSession(this.db, {
      tokenHash: digest(token).toString('hex'),
      editorKey: this.editorKey,
      expiresAt: new Date(now + SESSION_SECONDS * 1000),
    });
    return token;
  }

  async isOpen(value: string | undefined): Promise<boolean> {
    if (!value || !TOKEN.test(value)) return false;
    return editorSessionOpen(this.db, digest(value).toString('hex'), this.editorKey);
  }

  async end(value: string | undefined): Promise<void> {
    if (value && TOKEN.test(value)) await deleteEditorSession(this.db, digest(value).toString('hex'));
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();
