import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Whose shipment is asked for: the signed-in shopper, in this shop. */
export interface Shopper {
  applicationId: string;
  userId: string;
}

/** A shopper's shipment as a cancel or return needs it, with the cities its tracking events name. */
export interface OwnShipment {
  id: string;
  order_id: string;
  store_uid: number;
  status: string;
  awb_no: string | null;
  delivered_at: Date | null;
  /** Where the parcel leaves from, and where it was delivered to. */
  store_city: string;
  delivery_city: string;
}

export interface BagRow {
  id: number;
  quantity: number;
  coupon_share: number;
  amount_paid: number;
}

/**
 * The shopper's own shipment of a placed order, locked for the update when `lock` (every later read in the
 * transaction then sees it as this update leaves it); undefined for anyone else's.
 */
export async function ownShipment(
  db: Db,
  shopper: Shopper,
  shipmentId: string,
  lock = false,
): Promise<OwnShipment | undefined> {
  const { rows } = await sql<OwnShipment>`
    SELECT s.id, s.order_id, s.store_uid, s.status, s.awb_no, s.delivered_at,
      COALESCE(st.address->>'city', '') AS store_city,
      COALESCE(o.shipping_address->>'city', '') AS delivery_city
    FROM shipments s
    JOIN orders o ON o.id = s.order_id
    JOIN stores st ON st.uid = s.store_uid
    WHERE s.id = ${shipmentId} AND o.application_id = ${shopper.applicationId}
      AND o.user_id = ${shopper.userId} AND o.status = 'placed'
    ${lock ? sql`FOR UPDATE OF s` : sql``}`.execute(db);
  return rows[0];
}

/** The shipment's bags in line order (their line_number is their place here, from 1). */
export async function bagsOfShipment(db: Db, shipmentId: string, lock = false): Promise<BagRow[]> {
  const { rows } = await sql<BagRow>`
    SELECT id, quantity, coupon_share, amount_paid FROM order_bags
    WHERE shipment_id = ${shipmentId} ORDER BY id
    ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    quantity: Number(row.quantity),
    coupon_share: Number(row.coupon_share),
    amount_paid: Number(row.amount_paid),
  }));
}

/** Keeps what the shopper asked (reasons, their words, photos) with the shipment that moves. */
export async function keepRequest(db: Db, shipmentId: string, request: Record<string, unknown>) {
  await db
    .updateTable('shipments')
    .set({ request: JSON.stringify(request) })
    .where('id', '=', shipmentId)
    .execute();
}
