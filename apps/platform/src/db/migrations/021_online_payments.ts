import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Online payments: one row per payment asked of a gateway for an order, settled only by what the gateway says
 * server to server (a verified callback or a status check), and the gateway's callback events by id, so a
 * callback delivered twice, or replayed, is acted on once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS payments (
      id text PRIMARY KEY,
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      aggregator text NOT NULL,
      gateway_order_id text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL DEFAULT 'INR',
      status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'refund_due')),
      gateway_payment_id text,
      failure text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (aggregator, gateway_order_id)
    );
    CREATE INDEX IF NOT EXISTS payments_of_order ON payments (order_id);
    CREATE INDEX IF NOT EXISTS payments_unsettled ON payments (created_at) WHERE status = 'created';
    CREATE TABLE IF NOT EXISTS payment_events (
      aggregator text NOT NULL,
      event_id text NOT NULL,
      kind text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (aggregator, event_id)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS payment_events, payments`.execute(db);
}
