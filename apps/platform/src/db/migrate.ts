import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './database';
import * as m001 from './migrations/001_catalog';
import * as m002 from './migrations/002_catalog_search';
import * as m003 from './migrations/003_catalog_changes';
import * as m004 from './migrations/004_bulk_prices';
import * as m005 from './migrations/005_users';
import * as m006 from './migrations/006_rate_limits_and_editor_sessions';
import * as m007 from './migrations/007_one_time_codes';
import * as m008 from './migrations/008_account_changes';
import * as m009 from './migrations/009_addresses';
import * as m010 from './migrations/010_social_identities';
import * as m011 from './migrations/011_currency_rates';
import * as m012 from './migrations/012_follows';
import * as m013 from './migrations/013_leads_and_files';
import * as m014 from './migrations/014_share_and_analytics';
import * as m015 from './migrations/015_bundles_and_credit_notes';
import * as m016 from './migrations/016_carts_and_coupons';
import * as m017 from './migrations/017_orders';
import * as m018 from './migrations/018_promotions_and_shared_carts';
import * as m019 from './migrations/019_order_reservations';
import * as m020 from './migrations/020_cart_line_changes';
import * as m021 from './migrations/021_online_payments';
import * as m022 from './migrations/022_saved_cards';
import * as m023 from './migrations/023_payment_links';
import * as m024 from './migrations/024_refund_beneficiaries';
import * as m025 from './migrations/025_wallet_links';
import * as m026 from './migrations/026_shipment_lifecycle';
import * as m027 from './migrations/027_refunds';
import * as m028 from './migrations/028_rewards';

const migrations: Record<string, Migration> = {
  '001_catalog': m001,
  '002_catalog_search': m002,
  '003_catalog_changes': m003,
  '004_bulk_prices': m004,
  '005_users': m005,
  '006_rate_limits_and_editor_sessions': m006,
  '007_one_time_codes': m007,
  '008_account_changes': m008,
  '009_addresses': m009,
  '010_social_identities': m010,
  '011_currency_rates': m011,
  '012_follows': m012,
  '013_leads_and_files': m013,
  '014_share_and_analytics': m014,
  '015_bundles_and_credit_notes': m015,
  '016_carts_and_coupons': m016,
  '017_orders': m017,
  '018_promotions_and_shared_carts': m018,
  '019_order_reservations': m019,
  '020_cart_line_changes': m020,
  '021_online_payments': m021,
  '022_saved_cards': m022,
  '023_payment_links': m023,
  '024_refund_beneficiaries': m024,
  '025_wallet_links': m025,
  '026_shipment_lifecycle': m026,
  '027_refunds': m027,
  '028_rewards': m028,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run on every start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Keep the bookkeeping tables in the schema being migrated: Kysely otherwise finds another schema's lock table.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0].schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
