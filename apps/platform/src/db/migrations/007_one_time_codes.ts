import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * One-time codes (digits sent by SMS or e-mail) and the long codes of links (password reset, verification): only
 * a hash of each is kept. A request dies when used, expired, or after five wrong guesses. And the dev outbox: the
 * messages a shop without SMTP or an SMS gateway would have sent, shown at /_dev/outbox while it is on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS one_time_codes (
      request_id text PRIMARY KEY,
      application_id text NOT NULL,
      purpose text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      destination text NOT NULL,
      code_hash text NOT NULL,
      resend_token_hash text,
      user_id text,
      details jsonb NOT NULL DEFAULT '{}',
      attempts integer NOT NULL DEFAULT 0,
      used_at timestamptz,
      resend_after timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS one_time_codes_destination
      ON one_time_codes (application_id, destination, purpose, created_at);
    CREATE INDEX IF NOT EXISTS one_time_codes_code ON one_time_codes (code_hash);
    CREATE INDEX IF NOT EXISTS one_time_codes_resend ON one_time_codes (resend_token_hash);
    CREATE INDEX IF NOT EXISTS one_time_codes_expiry ON one_time_codes (expires_at);
    CREATE TABLE IF NOT EXISTS dev_outbox (
      id bigserial PRIMARY KEY,
      application_id text NOT NULL,
      channel text NOT NULL,
      recipient text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      code text,
      link text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS dev_outbox`.execute(db);
  await sql`DROP TABLE IF EXISTS one_time_codes`.execute(db);
}
