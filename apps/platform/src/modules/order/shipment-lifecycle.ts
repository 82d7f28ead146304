import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { afterShipmentMoves, type MovedShipment } from './shipment-effects';

/**
 * The statuses a shipment moves through, who may move it there, and what it looks like to a shopper. The
 * shopper cancels before dispatch (a packed shipment only asks for it) and returns after delivery; everything
 * else is the merchant's (the fulfilment simulator stands in for their warehouse and courier) or, for
 * `refunded`, the refund's once the gateway has paid it back.
 */
export const SHIPMENT_STATUSES = {
  placed: { title: 'Placed', hex: '#02D1CB' },
  confirmed: { title: 'Confirmed', hex: '#02D1CB' },
  packed: { title: 'Packed', hex: '#02D1CB' },
  shipped: { title: 'Shipped', hex: '#2E31BE' },
  out_for_delivery: { title: 'Out for delivery', hex: '#2E31BE' },
  delivered: { title: 'Delivered', hex: '#0A8754' },
  cancellation_requested: { title: 'Cancellation requested', hex: '#F2A900' },
  cancelled_customer: { title: 'Cancelled', hex: '#FA4A4A' },
  return_initiated: { title: 'Return initiated', hex: '#F2A900' },
  return_pre_qc: { title: 'Return initiated', hex: '#F2A900' },
  return_picked_up: { title: 'Return picked up', hex: '#F2A900' },
  return_qc_passed: { title: 'Return accepted', hex: '#0A8754' },
  return_qc_failed: { title: 'Return rejected', hex: '#FA4A4A' },
  refunded: { title: 'Refunded', hex: '#0A8754' },
} as const;

export type ShipmentStatus = keyof typeof SHIPMENT_STATUSES;
export type Actor = 'customer' | 'merchant' | 'refund';

const MOVES: Record<ShipmentStatus, Partial<Record<ShipmentStatus, Actor>>> = {
  placed: { confirmed: 'merchant', cancelled_customer: 'customer' },
  confirmed: { packed: 'merchant', cancelled_customer: 'customer' },
  packed: { shipped: 'merchant', cancellation_requested: 'customer' },
  // The merchant grants the request, or the parcel leaves first.
  cancellation_requested: { cancelled_customer: 'merchant', shipped: 'merchant' },
  shipped: { out_for_delivery: 'merchant' },
  out_for_delivery: { delivered: 'merchant' },
  delivered: { return_initiated: 'customer', return_pre_qc: 'customer' },
  return_initiated: { return_picked_up: 'merchant' },
  return_pre_qc: { return_picked_up: 'merchant' },
  return_picked_up: { return_qc_passed: 'merchant', return_qc_failed: 'merchant' },
  return_qc_passed: { refunded: 'refund' },
  return_qc_failed: {},
  cancelled_customer: {},
  refunded: {},
};

export function isShipmentStatus(value: string): value is ShipmentStatus {
  return Object.hasOwn(SHIPMENT_STATUSES, value);
}

/** The statuses `actor` may move a shipment to from `from` (none from a status this code does not know). */
export function nextStatuses(from: string, actor: Actor): ShipmentStatus[] {
  if (!isShipmentStatus(from)) return [];
  return (Object.entries(MOVES[from]) as [ShipmentStatus, Actor][])
    .filter(([, who]) => who === actor)
    .map(([to]) => to);
}

/** Whether the shopper may still cancel (at once, or by asking) a shipment in this status. */
export const canCustomerCancel = (status: string) =>
  nextStatuses(status, 'customer').some(
    (to) => to === 'cancelled_customer' || to === 'cancellation_requested',
  );

export interface ShipmentMove {
  shipmentId: string;
  to: ShipmentStatus;
  actor: Actor;
  /** Where it happened, as the tracking shows it (a city, a hub). */
  location: string;
  note?: string;
}

export const SHIPMENT_NOT_FOUND = 'Shipment not found';

/**
 * Moves a shipment one step, inside the caller's transaction: the shipment's row is locked, the move must be
 * one the lifecycle allows this actor from the status found (a 409 names the status otherwise, and nothing
 * changes), the tracking gets its event, and what follows from the move (shipment-effects.ts) happens in the
 * same transaction. Only shipments of placed orders move.
 */
export async function moveShipment(trx: Db, move: ShipmentMove): Promise<MovedShipment> {
  const { rows } = await sql<{ status: string; order_id: string; application_id: string; user_id: string }>`
    SELECT s.status, s.order_id, o.application_id, o.user_id
    FROM shipments s JOIN orders o ON o.id = s.order_id
    WHERE s.id = ${move.shipmentId} AND o.status = 'placed'
    FOR UPDATE OF s`.execute(trx);
  const found = rows[0];
  if (!found) throw notFound(SHIPMENT_NOT_FOUND);
  const from = found.status;
  if (!isShipmentStatus(from) || !nextStatuses(from, move.actor).includes(move.to)) {
    const title = isShipmentStatus(from) ? SHIPMENT_STATUSES[from].title : from;
    throw new HttpError(409, `A shipment that is ${title.toLowerCase()} cannot be moved to ${move.to}`);
  }
  await trx
    .updateTable('shipments')
    .set({
      status: move.to,
      updated_at: sql`now()`,
      ...(move.to === 'delivered' ? { delivered_at: sql`now()` } : {}),
    })
    .where('id', '=', move.shipmentId)
    .execute();
  await trx
    .insertInto('shipment_events')
    .values({ shipment_id: move.shipmentId, status: move.to, location: move.location, note: move.note ?? '' })
    .execute();
  const moved: MovedShipment = {
    shipmentId: move.shipmentId,
    orderId: found.order_id,
    applicationId: found.application_id,
    userId: found.user_id,
    from,
    to: move.to,
  };
  for (const effect of afterShipmentMoves) await effect(trx, moved);
  return moved;
}
