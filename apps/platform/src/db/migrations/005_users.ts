import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Shoppers' accounts and their server-side sessions. E-mails are stored lower-cased and phones as digits, so the
 * GIN indexes answer sign-in look-ups by containment (`emails @> '[{"email": …}]'`) on any of a user's contacts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS users (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      gender text NOT NULL DEFAULT '',
      dob text,
      username text NOT NULL DEFAULT '',
      account_type text NOT NULL DEFAULT 'user',
      active boolean NOT NULL DEFAULT true,
      profile_pic_url text NOT NULL DEFAULT '',
      meta jsonb NOT NULL DEFAULT '{}',
      emails jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(emails) = 'array'),
      phone_numbers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(phone_numbers) = 'array'),
      password_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS users_emails ON users USING gin (emails jsonb_path_ops);
    CREATE INDEX IF NOT EXISTS users_phone_numbers ON users USING gin (phone_numbers jsonb_path_ops);
    CREATE TABLE IF NOT EXISTS user_sessions (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      application_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS user_sessions_user ON user_sessions (user_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS user_sessions`.execute(db);
  await sql`DROP TABLE IF EXISTS users`.execute(db);
}
