import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Empties every table of the current schema except Kysely's migration bookkeeping, so the seed can run
 * again on the same schema (tables added by later migrations are included automatically).
 */
export async function emptyShop(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT quote_ident(tablename) AS name FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely\\_%'
  `.execute(db);
  if (rows.length === 0) return;
  await sql.raw(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`).execute(db);
}
