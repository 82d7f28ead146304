import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Refunds: at most one per shipment (a cancelled or returned shipment, split off when only part of one went
 * back), owed in the same transaction as the move that made it due, then paid back through the gateway: to the
 * payment it came from, or to the shopper's beneficiary when the order was paid at the door. What is refunded
 * against a payment never exceeds the payment (modules/refund).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS refunds (
      id text PRIMARY KEY,
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      shipment_id text NOT NULL UNIQUE REFERENCES shipments(id) ON DELETE CASCADE,
      payment_id text REFERENCES payments(id),
      amount bigint NOT NULL CHECK (amount > 0),
      destination text NOT NULL CHECK (destination IN ('source', 'beneficiary')),
      beneficiary_id text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'initiated', 'refunded', 'failed')),
      gateway_refund_id text,
      failure text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS refunds_of_order ON refunds (order_id);
    CREATE INDEX IF NOT EXISTS refunds_unpaid ON refunds (created_at) WHERE status IN ('pending', 'initiated');
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS refunds`.execute(db);
}
