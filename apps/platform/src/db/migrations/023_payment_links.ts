import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Payment links: an amount a signed-in shopper asks anyone to pay, by a link whose random id is its only key.
 * The link's gateway order is asked for when the payer first chooses to pay, and only the gateway's word, server
 * to server, marks the link paid (or, for money that came after it was cancelled or expired, owed back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS payment_links (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL DEFAULT 'INR',
      description text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      mobile_number text NOT NULL DEFAULT '',
      external_order_id text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paid', 'cancelled', 'expired')),
      expires_at timestamptz NOT NULL,
      aggregator text,
      gateway_order_id text,
      ordered_at timestamptz,
      gateway_payment_id text,
      failure text,
      refund_due boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (aggregator, gateway_order_id)
    );
    CREATE INDEX IF NOT EXISTS payment_links_of_user ON payment_links (application_id, user_id);
    CREATE INDEX IF NOT EXISTS payment_links_unsettled ON payment_links (ordered_at)
      WHERE gateway_order_id IS NOT NULL AND gateway_payment_id IS NULL;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS payment_links`.execute(db);
}
