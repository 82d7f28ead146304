import { type Kysely, sql } from 'kysely';

/** Quantity tiers of a product: from `min_quantity` items up, each costs `discount_percent` less. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS bulk_price_tiers (
    product_uid integer NOT NULL REFERENCES products(uid) ON DELETE CASCADE,
    min_quantity integer NOT NULL CHECK (min_quantity >= 2),
    discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 1 AND 90),
    PRIMARY KEY (product_uid, min_quantity)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS bulk_price_tiers`.execute(db);
}
