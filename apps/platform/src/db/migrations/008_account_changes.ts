import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * What shoppers change on their own accounts: when an account was deleted (it keeps its row, so its contacts
 * still name it and no sign-in can open it again), why, and the shopper's own attributes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE users ADD COLUMN IF NOT EXISTS deleted_at timestamptz;
    ALTER TABLE users ADD COLUMN IF NOT EXISTS deletion_reason text;
    ALTER TABLE users ADD COLUMN IF NOT EXISTS attributes jsonb NOT NULL DEFAULT '{}'
      CHECK (jsonb_typeof(attributes) = 'object');
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS attributes`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS deletion_reason`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS deleted_at`.execute(db);
}
