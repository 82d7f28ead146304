import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR. */
export async function openDatabase(
  config: Pick<PlatformConfig, 'databaseUrl' | 'dataDir'>,
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pg = await import('pg');
    // bigint money columns come back as numbers: amounts stay far below 2^53 minor units.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.default.Pool({ connectionString: config.databaseUrl, max: options.poolSize ?? 20 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  const dir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    parsers: { [types.INT8]: (v: string) => Number(v) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
