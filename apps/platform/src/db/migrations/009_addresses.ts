import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Shoppers' address books. The fields the country's form describes live in `details`; what the API filters on
 * has its own column. The partial unique index keeps at most one default address per shopper.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS addresses (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      is_default boolean NOT NULL DEFAULT false,
      tags jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(tags) = 'array'),
      checkout_mode text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS addresses_user ON addresses (user_id, created_at);
    CREATE UNIQUE INDEX IF NOT EXISTS addresses_one_default ON addresses (user_id) WHERE is_default;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS addresses`.execute(db);
}
