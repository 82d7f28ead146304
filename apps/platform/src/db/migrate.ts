import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as m001 from './migrations/001_catalog';

const migrations: Record<string, Migration> = {
  '001_catalog': m001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run on every start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
