import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Which account each identity at a social sign-in provider (its `sub` or user id) belongs to, and when an
 * account was deleted: a deleted account keeps its row so its provider identities cannot open it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN IF NOT EXISTS deleted_at timestamptz;
    CREATE TABLE IF NOT EXISTS social_identities (
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      provider text NOT NULL,
      subject text NOT NULL,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_sign_in_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, provider, subject)
    );
    CREATE INDEX IF NOT EXISTS social_identities_user ON social_identities (user_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS social_identities`.execute(db);
}
