import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readConfig } from '@vitrine/platform/config';
import { openDatabase } from '@vitrine/platform/database';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface CatalogueTarget {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * The benchmark keeps its catalogue in a schema of its own (`vitrine_bench_<products>`) inside the DATABASE_URL
 * database, so reseeding never touches a shop's own tables there.
 */
export async function benchDatabaseUrl(databaseUrl: string, products: number): Promise<string> {
  const schema = `vitrine_bench_${products}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

async function countProducts(target: CatalogueTarget): Promise<number> {
  const handle = await openDatabase(
    readConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl }),
  );
  try {
    const row = await handle.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  } catch {
    // No tables yet: a database that was never migrated.
    return 0;
  } finally {
    await handle.close();
  }
}

/** Seeds exactly `products` products unless the database already holds that many (seeding 100,000 takes a while). */
export async function ensureCatalogue(target: CatalogueTarget, products: number): Promise<void> {
  const existing = await countProducts(target);
  if (existing === products) {
    console.log(`Catalogue ready: ${products.toLocaleString('en-IN')} products.`);
    return;
  }
  console.log(
    `Seeding ${products.toLocaleString('en-IN')} products (found ${existing.toLocaleString('en-IN')}); this takes a while…`,
  );
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: target.dataDir };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/platform/src/seed/cli.ts', '--products', String(products), '--reset'],
    { cwd: ROOT, stdio: 'inherit', env },
  );
  if (result.status !== 0) throw new Error(`Seeding failed (exit ${result.status ?? result.signal})`);
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

/**
 * Brings PostgreSQL's statistics of the cart tables up to date. The add-to-cart runs write tens of thousands of
 * cart lines in seconds, faster than autovacuum looks; a shop's carts grow over days, with statistics that keep
 * up, so the runs after them are measured as that shop would see them.
 */
export async function analyzeCarts(target: CatalogueTarget): Promise<void> {
  if (!target.databaseUrl) return;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE carts, cart_items');
  } finally {
    await client.end();
  }
}
