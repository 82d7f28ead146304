import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

// What running the shop needs: rate-limit counts, theme editor sessions, the dev outbox.

/** Attempts of one key under one rate-limit rule, when the counts live in the database (no REDIS_URL). */
export interface RateLimitTable {
  rule: string;
  /** SHA-256 of the key (which may be an e-mail address), base64url. */
  key_digest: string;
  /** Epoch milliseconds of the attempts still inside the window, oldest first. */
  attempts: number[];
  /** Epoch milliseconds when the newest attempt leaves the window; the row may be deleted after. */
  expires_at: number;
}

/** A signed-in theme editor: only the SHA-256 of the cookie's token is kept. */
export interface EditorSessionTable {
  token_hash: string;
  /** Derived from the editor token: changing the token ends every session. */
  editor_key: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** A message the dev outbox kept instead of (or besides) sending it. */
export interface DevOutboxTable {
  id: Generated<string>;
  application_id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: CreatedAt;
}
