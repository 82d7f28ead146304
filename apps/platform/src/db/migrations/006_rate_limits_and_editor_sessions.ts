import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Attempt counts (sign-ins) kept in the database when there is no Redis, so a restart does not forgive a
 * guesser: one row per rule and key digest, holding the times (epoch ms) of the attempts still in the window.
 * And the theme editor's server-side sessions, so signing out ends one everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS rate_limits (
      rule text NOT NULL,
      key_digest text NOT NULL,
      attempts bigint[] NOT NULL,
      expires_at bigint NOT NULL,
      PRIMARY KEY (rule, key_digest)
    );
    CREATE INDEX IF NOT EXISTS rate_limits_expiry ON rate_limits (expires_at);
    CREATE TABLE IF NOT EXISTS editor_sessions (
      token_hash text PRIMARY KEY,
      editor_key text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS editor_sessions_expiry ON editor_sessions (expires_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS editor_sessions`.execute(db);
  await sql`DROP TABLE IF EXISTS rate_limits`.execute(db);
}
