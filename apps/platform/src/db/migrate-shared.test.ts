import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const schemaName = (label: string) => `${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

// A PostgreSQL database may hold other shops (or tests) in schemas of their own, created and dropped at any
// time. Migrating one must not fail because another disappears while Kysely reads the catalogue.
describe.runIf(process.env.DATABASE_URL)('migrating a schema beside others that come and go', () => {
  it('migrates while other schemas and tables are dropped meanwhile', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const other = schemaName('churn');
        await admin.query(`CREATE SCHEMA ${other}`);
        await admin.query(`CREATE TABLE ${other}.t (id serial PRIMARY KEY, a int, b text, c text, d text)`);
        await admin.query(`CREATE TABLE ${other}.u (id serial PRIMARY KEY, a int, b text, c text, d text)`);
        await admin.query(`DROP TABLE ${other}.u`);
        await admin.query(`DROP SCHEMA ${other} CASCADE`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      for (let round = 0; round < 6; round++) {
        const schema = schemaName('migrate');
        await admin.query(`CREATE SCHEMA ${schema}`);
        const url = new URL(process.env.DATABASE_URL as string);
        url.searchParams.set('options', `-c search_path=${schema},public`);
        const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' }, { poolSize: 2 });
        try {
          expect(await migrateToLatest(handle.db)).toContain('001_catalog');
          const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM products`.execute(
            handle.db,
          );
          expect(rows[0].n).toBe(0);
        } finally {
          await handle.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        }
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
  }, 120_000);
});
