import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Product bundles (groupings of products sold together, each product with its quantity limits), shoppers'
 * credit notes with the amounts locked against orders (one lock per note and order, so locking again is a
 * no-op), and an index for reading stock by change time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS product_bundles (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      choice text NOT NULL DEFAULT 'multi' CHECK (choice IN ('single', 'multi')),
      same_store_assignment boolean NOT NULL DEFAULT true,
      is_active boolean NOT NULL DEFAULT true,
      logo text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS product_bundle_items (
      bundle_id text NOT NULL REFERENCES product_bundles(id) ON DELETE CASCADE,
      product_uid integer NOT NULL REFERENCES products(uid) ON DELETE CASCADE,
      position integer NOT NULL,
      min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 0),
      max_quantity integer NOT NULL CHECK (max_quantity >= min_quantity AND max_quantity > 0),
      auto_add_to_cart boolean NOT NULL DEFAULT false,
      auto_select boolean NOT NULL DEFAULT false,
      allow_remove boolean NOT NULL DEFAULT true,
      PRIMARY KEY (bundle_id, product_uid)
    );
    CREATE INDEX IF NOT EXISTS product_bundle_items_product ON product_bundle_items (product_uid);
    CREATE TABLE IF NOT EXISTS credit_notes (
      number text PRIMARY KEY,
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL DEFAULT 'INR',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS credit_notes_user ON credit_notes (user_id);
    CREATE TABLE IF NOT EXISTS credit_note_locks (
      credit_note_number text NOT NULL REFERENCES credit_notes(number) ON DELETE CASCADE,
      order_id text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      locked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (credit_note_number, order_id)
    );
    CREATE INDEX IF NOT EXISTS inventory_changed ON inventory (updated_at, size_id, store_uid);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS inventory_changed`.execute(db);
  await sql`DROP TABLE IF EXISTS credit_note_locks, credit_notes, product_bundle_items, product_bundles`.execute(
    db,
  );
}
