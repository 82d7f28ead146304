import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Saved cards live at the payment gateway, tokenised there. The shop keeps only which gateway customer each
 * shopper is, per aggregator: never a card number, a CVV, or even the list of cards (the gateway is asked).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS payment_customers (
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      aggregator text NOT NULL,
      customer_id text NOT NULL CHECK (customer_id ~ '^[A-Za-z0-9_-]{1,64}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, user_id, aggregator)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS payment_customers`.execute(db);
}
