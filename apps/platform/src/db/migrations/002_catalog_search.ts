import { type Kysely, sql } from 'kysely';

/**
 * Typo correction and sort indexes for the catalogue. `search_words` holds every word of product names,
 * brand names and extra search text (kept up to date by triggers), so a misspelt search word can be matched
 * with pg_trgm against a small table and corrected before the full-text search. The indexes serve the
 * listing's sort orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE IF NOT EXISTS search_words (word text PRIMARY KEY)`,
    sql`CREATE INDEX IF NOT EXISTS search_words_trgm ON search_words USING gin (word gin_trgm_ops)`,
    sql`CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM changed_products p,
          regexp_split_to_table(lower(p.name || ' ' || p.brand_name || ' ' || p.search_text), '[^[:alnum:]]+') AS w
        WHERE length(w) BETWEEN 3 AND 30 AND w !~ '^[0-9]+$'
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`,
    sql`DROP TRIGGER IF EXISTS products_search_words_insert ON products`,
    sql`CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
      REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words()`,
    sql`DROP TRIGGER IF EXISTS products_search_words_update ON products`,
    sql`CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
      REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words()`,
    sql`INSERT INTO search_words (word)
      SELECT DISTINCT w FROM products p,
        regexp_split_to_table(lower(p.name || ' ' || p.brand_name || ' ' || p.search_text), '[^[:alnum:]]+') AS w
      WHERE length(w) BETWEEN 3 AND 30 AND w !~ '^[0-9]+$'
      ON CONFLICT DO NOTHING`,
    sql`CREATE INDEX IF NOT EXISTS products_latest ON products (online_at DESC, uid DESC)`,
    sql`CREATE INDEX IF NOT EXISTS products_price ON products (price_effective_min, uid)`,
    sql`CREATE INDEX IF NOT EXISTS products_discount ON products (discount_percent, uid)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS products_search_words_insert ON products`.execute(db);
  await sql`DROP TRIGGER IF EXISTS products_search_words_update ON products`.execute(db);
  await sql`DROP FUNCTION IF EXISTS remember_search_words()`.execute(db);
  await sql`DROP TABLE IF EXISTS search_words`.execute(db);
  await sql`DROP INDEX IF EXISTS products_latest, products_price, products_discount`.execute(db);
}
