import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Carts and coupons. A cart belongs to a signed-in shopper or to a visitor (the hash of the platform's cart
 * cookie); each owner has at most one open cart, and one open buy-now cart beside it. Lines name an article (a
 * size in a store); prices are never stored with them, so a cart always shows today's prices. Coupon rules are
 * the merchant's: percentage or flat, minimum cart value, maximum discount, validity dates, uses per shopper.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS carts (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      uid bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text REFERENCES users(id) ON DELETE CASCADE,
      visitor_hash text,
      buy_now boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ordered', 'archived', 'merged')),
      checkout_mode text NOT NULL DEFAULT 'self' CHECK (checkout_mode IN ('self', 'other')),
      coupon_code text,
      redeem_points boolean NOT NULL DEFAULT false,
      shipping_address_id text,
      billing_address_id text,
      payment jsonb,
      meta jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(meta) = 'object'),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR visitor_hash IS NOT NULL)
    );
    CREATE UNIQUE INDEX IF NOT EXISTS carts_open_of_user ON carts (application_id, user_id, buy_now)
      WHERE status = 'open' AND user_id IS NOT NULL;
    CREATE UNIQUE INDEX IF NOT EXISTS carts_open_of_visitor ON carts (application_id, visitor_hash, buy_now)
      WHERE status = 'open' AND user_id IS NULL;
    CREATE TABLE IF NOT EXISTS cart_items (
      cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
      size_id integer NOT NULL REFERENCES product_sizes(id) ON DELETE CASCADE,
      store_uid integer NOT NULL REFERENCES stores(uid),
      quantity integer NOT NULL CHECK (quantity > 0),
      added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      meta jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(meta) = 'object'),
      PRIMARY KEY (cart_id, size_id, store_uid)
    );
    CREATE TABLE IF NOT EXISTS coupons (
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      code text NOT NULL CHECK (code = upper(code)),
      title text NOT NULL,
      sub_title text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      kind text NOT NULL CHECK (kind IN ('percentage', 'flat')),
      value integer NOT NULL CHECK (value > 0),
      max_discount bigint CHECK (max_discount > 0),
      min_cart_value bigint NOT NULL DEFAULT 0 CHECK (min_cart_value >= 0),
      uses_per_shopper integer CHECK (uses_per_shopper > 0),
      payment_modes text[],
      starts_at timestamptz,
      ends_at timestamptz,
      is_active boolean NOT NULL DEFAULT true,
      PRIMARY KEY (application_id, code),
      CHECK (kind = 'flat' OR value <= 100)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS cart_items, carts, coupons`.execute(db);
}
