import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Shoppers' wishlists: the products, brands and collections each follows. `id` orders a shopper's follows
 * newest first and is the cursor of their listing; the primary key makes following twice a no-op.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS follows (
      id bigserial UNIQUE,
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      collection_type text NOT NULL CHECK (collection_type IN ('products', 'brands', 'collections')),
      collection_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, collection_type, collection_id)
    );
    CREATE INDEX IF NOT EXISTS follows_listing ON follows (user_id, collection_type, id DESC);
    CREATE INDEX IF NOT EXISTS follows_followers ON follows (application_id, collection_type, collection_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS follows`.execute(db);
}
