import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { Logger } from 'pino';
import type { PlatformConfig } from '../config';
import { createLogger, outageLog } from '../logger';
import { currentSchemaOnly } from './current-schema-dialect';
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
  options: { poolSize?: number; connectTimeoutMs?: number; log?: Logger } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pg = await import('pg');
    // bigint money columns come back as numbers: amounts stay far below 2^53 minor units.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.default.Pool({
      connectionString: config.databaseUrl,
      max: options.poolSize ?? 20,
      // While the database is away, a request waits this long for a connection and then gets a 503.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    // A connection the server ends (restart, failover, idle kill) emits 'error' on its client, idle or in use;
    // unheard, that would end the process. The pool drops such clients and makes new ones once it is back.
    const outage = outageLog(options.log ?? createLogger(), 'PostgreSQL');
    pool.on('error', (error) => outage.failed(error));
    pool.on('connect', (client) => {
      outage.recovered();
      client.on('error', (error) => outage.failed(error));
    });
    const db = new Kysely<Database>({ dialect: currentSchemaOnly(new PostgresDialect({ pool })) });
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
  const db = new Kysely<Database>({ dialect: currentSchemaOnly(new PGliteDialect(client)) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
