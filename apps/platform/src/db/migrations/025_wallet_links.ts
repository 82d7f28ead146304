import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Wallets a shopper linked at the shop's gateway. A row starts pending (the OTP sent; its id is the link_token
 * the shopper's browser answers the OTP with), becomes linked with the wallet's token once the OTP is right,
 * and delinked when the shopper revokes it. The token is the gateway's, charged only with the shop's secret
 * key, and never leaves the server. A shopper has at most one linked token per wallet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE IF NOT EXISTS wallet_links (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
      application_id text NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      aggregator text NOT NULL,
      wallet_code text NOT NULL,
      mobile text NOT NULL,
      gateway_link_id text NOT NULL,
      wallet_token text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'linked', 'delinked')),
      linked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'linked') = (wallet_token IS NOT NULL))
    );
    CREATE UNIQUE INDEX IF NOT EXISTS wallet_links_linked
      ON wallet_links (application_id, user_id, wallet_code) WHERE status = 'linked';
    CREATE INDEX IF NOT EXISTS wallet_links_of_user ON wallet_links (application_id, user_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS wallet_links`.execute(db);
}
