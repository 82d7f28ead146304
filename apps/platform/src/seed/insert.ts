import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** Stay well under PostgreSQL's 65,535 bind parameters per statement. */
const MAX_PARAMETERS = 30000;

/** Inserts rows with multi-row VALUES statements, as many rows per statement as the parameter limit allows. */
export async function insertAll<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += perStatement) {
    await db
      .insertInto(table)
      // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot narrow a table chosen by a type parameter.
      .values(rows.slice(i, i + perStatement) as any)
      .execute();
  }
}
