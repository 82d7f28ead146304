import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Exchange rates from the shop's base currency (INR): `rate_micros` is how many units of `code` one unit of the
 * base buys, times a million, so conversion stays in integers. Seeded with fixed demo rates; a merchant edits rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS currency_rates (
      base_code text NOT NULL,
      code text NOT NULL,
      rate_micros bigint NOT NULL CHECK (rate_micros > 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (base_code, code)
    );
    INSERT INTO currency_rates (base_code, code, rate_micros) VALUES
      ('INR', 'INR', 1000000),
      ('INR', 'USD', 12000),
      ('INR', 'EUR', 11000),
      ('INR', 'GBP', 9400),
      ('INR', 'AED', 44000),
      ('INR', 'SGD', 16000)
    ON CONFLICT DO NOTHING;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS currency_rates`.execute(db);
}
