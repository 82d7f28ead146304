import { type Kysely, sql } from 'kysely';

/**
 * A counter that moves whenever products, their sizes or collection items change, so the platform's in-memory
 * catalogue index knows when to read the catalogue again (one cheap row read instead of a rebuild on a timer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE IF NOT EXISTS catalog_changes (
      id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      version bigint NOT NULL DEFAULT 0
    )`,
    sql`INSERT INTO catalog_changes (id, version) VALUES (1, 0) ON CONFLICT DO NOTHING`,
    sql`CREATE OR REPLACE FUNCTION count_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalog_changes SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`,
  ];
  for (const table of ['products', 'product_sizes', 'collection_items']) {
    statements.push(sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_count_change`)} ON ${sql.table(table)}`);
    statements.push(sql`CREATE TRIGGER ${sql.raw(`${table}_count_change`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION count_catalog_change()`);
  }
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['products', 'product_sizes', 'collection_items']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_count_change`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS count_catalog_change()`.execute(db);
  await sql`DROP TABLE IF EXISTS catalog_changes`.execute(db);
}
