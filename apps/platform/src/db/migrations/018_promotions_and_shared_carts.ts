import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Promotions and shared carts. A promotion is something the shop advertises; a payment offer names the coupon
 * that gives it, so its rules live once, in the coupon (other kinds, such as ladder prices by brand, would need
 * the cart's pricing to apply them first). A shared cart is a snapshot of a cart's lines (articles and
 * quantities, never prices) under the hash of a random token, with the sharer's user id for their first name
 * and the meta given when sharing; it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS promotions (
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      id text NOT NULL CHECK (id ~ '^[a-z0-9][a-z0-9-]{1,59}$'),
      kind text NOT NULL DEFAULT 'payment_offer' CHECK (kind IN ('payment_offer')),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      coupon_code text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      PRIMARY KEY (application_id, id),
      FOREIGN KEY (application_id, coupon_code) REFERENCES coupons(application_id, code) ON DELETE CASCADE
    );
    CREATE TABLE IF NOT EXISTS shared_carts (
      token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text REFERENCES users(id) ON DELETE SET NULL,
      meta jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(meta) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS shared_carts_expiry ON shared_carts (expires_at);
    CREATE TABLE IF NOT EXISTS shared_cart_items (
      token_hash text NOT NULL REFERENCES shared_carts(token_hash) ON DELETE CASCADE,
      size_id integer NOT NULL REFERENCES product_sizes(id) ON DELETE CASCADE,
      store_uid integer NOT NULL REFERENCES stores(uid),
      quantity integer NOT NULL CHECK (quantity > 0),
      added_at timestamptz NOT NULL,
      PRIMARY KEY (token_hash, size_id, store_uid)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS shared_cart_items, shared_carts, promotions`.execute(db);
}
