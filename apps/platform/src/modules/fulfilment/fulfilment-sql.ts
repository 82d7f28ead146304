import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A shipment with what its tracking events need: where it leaves from and where it goes. */
export interface ShipmentPlace {
  id: string;
  order_id: string;
  status: string;
  awb_no: string | null;
  store_name: string;
  store_address: unknown;
  shipping_address: unknown;
}

/**
 * Locks a shipment of a placed order of the application and reads where it goes, or undefined when there is none.
 * moveShipment locks the same row again in the same transaction, which costs nothing.
 */
export async function lockShipmentPlace(
  trx: Db,
  applicationId: string,
  shipmentId: string,
): Promise<ShipmentPlace | undefined> {
  const { rows } = await sql<ShipmentPlace>`
    SELECT s.id, s.order_id, s.status, s.awb_no, st.name AS store_name, st.address AS store_address,
      o.shipping_address
    FROM shipments s JOIN orders o ON o.id = s.order_id JOIN stores st ON st.uid = s.store_uid
    WHERE s.id = ${shipmentId} AND o.application_id = ${applicationId} AND o.status = 'placed'
    FOR UPDATE OF s`.execute(trx);
  return rows[0];
}

export async function shipmentStatus(
  db: Db,
  applicationId: string,
  shipmentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select('s.status')
    .where('s.id', '=', shipmentId)
    .where('o.application_id', '=', applicationId)
    .where('o.status', '=', 'placed')
    .executeTakeFirst();
  return row?.status;
}

/** The shipments of a placed order of the application, oldest first (none for an order of another shop). */
export async function shipmentIdsOfOrder(db: Db, applicationId: string, orderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select('s.id')
    .where('o.id', '=', orderId)
    .where('o.application_id', '=', applicationId)
    .where('o.status', '=', 'placed')
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Gives a shipment its courier's waybill when it has none yet. */
export async function setWaybill(trx: Db, shipmentId: string, awbNo: string): Promise<void> {
  await trx
    .updateTable('shipments')
    .set({ awb_no: awbNo })
    .where('id', '=', shipmentId)
    .where('awb_no', 'is', null)
    .execute();
}

/** A stop on the way that changes no status: the parcel passing a courier hub. */
export async function recordStop(
  trx: Db,
  stop: { shipmentId: string; status: string; location: string; note: string },
): Promise<void> {
  await trx
    .insertInto('shipment_events')
    .values({ shipment_id: stop.shipmentId, status: stop.status, location: stop.location, note: stop.note })
    .execute();
}

/** How paying back a shipment's refund went, when one is owed. */
export async function refundOfShipment(db: Db, shipmentId: string) {
  return db
    .selectFrom('refunds')
    .select(['status', 'failure'])
    .where('shipment_id', '=', shipmentId)
    .executeTakeFirst();
}

export interface ListedShipmentRow {
  id: string;
  order_id: string;
  status: string;
  awb_no: string | null;
  placed_at: Date | null;
  payment_mode: string;
  first_name: string;
  last_name: string;
  store_name: string;
  store_address: unknown;
  shipping_address: unknown;
}

/** The application's most recent shipments of placed orders (only those in `statuses` when given). */
export async function recentShipments(
  db: Db,
  applicationId: string,
  options: { statuses?: readonly string[]; orderId?: string; shipmentId?: string; limit: number },
): Promise<ListedShipmentRow[]> {
  let query = db
    .selectFrom('shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .innerJoin('stores as st', 'st.uid', 's.store_uid')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      's.id',
      's.order_id',
      's.status',
      's.awb_no',
      'o.placed_at',
      'o.payment_mode',
      'u.first_name',
      'u.last_name',
      'st.name as store_name',
      'st.address as store_address',
      'o.shipping_address',
    ])
    .where('o.application_id', '=', applicationId)
    .where('o.status', '=', 'placed');
  if (options.statuses) query = query.where('s.status', 'in', [...options.statuses]);
  if (options.orderId) query = query.where('o.id', '=', options.orderId);
  if (options.shipmentId) query = query.where('s.id', '=', options.shipmentId);
  return query
    .orderBy(sql`o.placed_at DESC NULLS LAST`)
    .orderBy('s.order_id')
    .orderBy('s.id')
    .limit(options.limit)
    .execute();
}

/** What each shipment holds: one line per bag. */
export async function bagsOfShipments(db: Db, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .selectFrom('order_bags')
    .select(['shipment_id', 'quantity', 'item'])
    .where('shipment_id', 'in', shipmentIds)
    .orderBy('id')
    .execute();
}
