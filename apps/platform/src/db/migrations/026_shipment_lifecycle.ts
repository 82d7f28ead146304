import { type Kysely, sql } from 'kysely';
import { runStatements } from '../statements';

/**
 * Shipments after checkout. A shipment moves through the lifecycle in modules/order/shipment-lifecycle.ts, and
 * every move is a tracking event with its time and place. Cancelling or returning part of a shipment splits the
 * bags concerned into a shipment of their own (`parent_id` names the one they left), so each shipment has one
 * status; `request` keeps what the shopper asked (reasons, quality-check images).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE orders ADD COLUMN IF NOT EXISTS placed_at timestamptz;
    UPDATE orders SET placed_at = updated_at WHERE status = 'placed' AND placed_at IS NULL;
    ALTER TABLE shipments ADD COLUMN IF NOT EXISTS parent_id text REFERENCES shipments(id) ON DELETE CASCADE;
    ALTER TABLE shipments ADD COLUMN IF NOT EXISTS awb_no text;
    ALTER TABLE shipments ADD COLUMN IF NOT EXISTS delivered_at timestamptz;
    ALTER TABLE shipments ADD COLUMN IF NOT EXISTS request jsonb;
    CREATE TABLE IF NOT EXISTS shipment_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      shipment_id text NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
      status text NOT NULL,
      location text NOT NULL,
      note text NOT NULL DEFAULT '',
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS shipment_events_of_shipment ON shipment_events (shipment_id, at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS shipment_events`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS placed_at`.execute(db);
  await sql`ALTER TABLE shipments DROP COLUMN IF EXISTS request, DROP COLUMN IF EXISTS delivered_at,
    DROP COLUMN IF EXISTS awb_no, DROP COLUMN IF EXISTS parent_id`.execute(db);
}
