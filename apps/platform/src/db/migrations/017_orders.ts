import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Orders, written at checkout in one transaction with the stock they take: an order per cart (a retried
 * checkout of the same cart finds it), its shipments (one per fulfilling store) and bags (one per article, with
 * the prices paid and a copy of what the shopper saw). Coupon uses are counted per shopper, so a coupon's limit
 * holds however many checkouts run at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS orders (
      id text PRIMARY KEY,
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id),
      cart_id text NOT NULL UNIQUE REFERENCES carts(id),
      idempotency_key text,
      status text NOT NULL CHECK (status IN ('placed', 'payment_pending', 'cancelled', 'abandoned')),
      payment_mode text NOT NULL,
      aggregator text NOT NULL,
      payment_identifier text,
      payment_status text NOT NULL CHECK (payment_status IN ('to_collect', 'pending', 'paid', 'released')),
      shipping_address jsonb NOT NULL,
      billing_address jsonb NOT NULL,
      coupon_code text,
      totals jsonb NOT NULL,
      total bigint NOT NULL CHECK (total >= 0),
      checkout_mode text NOT NULL DEFAULT 'self',
      meta jsonb NOT NULL DEFAULT '{}',
      checkout_answer jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX IF NOT EXISTS orders_idempotency ON orders (application_id, user_id, idempotency_key)
      WHERE idempotency_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS orders_of_user ON orders (application_id, user_id, created_at DESC);
    CREATE TABLE IF NOT EXISTS shipments (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      store_uid integer NOT NULL REFERENCES stores(uid),
      status text NOT NULL DEFAULT 'placed',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS shipments_of_order ON shipments (order_id);
    CREATE TABLE IF NOT EXISTS order_bags (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      shipment_id text NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
      size_id integer NOT NULL REFERENCES product_sizes(id),
      store_uid integer NOT NULL REFERENCES stores(uid),
      product_uid integer NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      price_marked bigint NOT NULL,
      price_effective bigint NOT NULL,
      coupon_share bigint NOT NULL DEFAULT 0,
      amount_paid bigint NOT NULL,
      item jsonb NOT NULL
    );
    CREATE INDEX IF NOT EXISTS order_bags_of_shipment ON order_bags (shipment_id);
    CREATE TABLE IF NOT EXISTS coupon_uses (
      application_id text NOT NULL,
      code text NOT NULL,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      uses integer NOT NULL CHECK (uses >= 0),
      PRIMARY KEY (application_id, code, user_id),
      FOREIGN KEY (application_id, code) REFERENCES coupons(application_id, code) ON DELETE CASCADE
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS coupon_uses, order_bags, shipments, orders`.execute(db);
}
