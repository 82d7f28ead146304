import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * An order paid online holds its stock until `reserved_until`; given up then, it is 'abandoned' and its cart may
 * be ordered again. So a cart, and an idempotency key, have at most one order that is not abandoned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE orders ADD COLUMN IF NOT EXISTS reserved_until timestamptz;
    ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_cart_id_key;
    CREATE UNIQUE INDEX IF NOT EXISTS orders_live_per_cart ON orders (cart_id) WHERE status <> 'abandoned';
    DROP INDEX IF EXISTS orders_idempotency;
    CREATE UNIQUE INDEX IF NOT EXISTS orders_live_idempotency ON orders (application_id, user_id, idempotency_key)
      WHERE idempotency_key IS NOT NULL AND status <> 'abandoned';
    CREATE INDEX IF NOT EXISTS orders_awaiting_payment ON orders (reserved_until) WHERE status = 'payment_pending';
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS orders_awaiting_payment`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_live_idempotency`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_live_per_cart`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS reserved_until`.execute(db);
}
