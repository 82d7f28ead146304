import { type Kysely, sql } from 'kysely';

/** Runs a script of `;`-terminated DDL statements one by one (PGlite's extended protocol takes one at a time). */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    const text = statement.trim().replace(/;$/, '');
    if (text) await sql.raw(text).execute(db);
  }
}
