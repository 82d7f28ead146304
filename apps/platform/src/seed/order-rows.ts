import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ShipmentEventTable } from '../db/tables/commerce';
import { formatPaise } from '../modules/cart/coupons';
import { eventOf } from '../modules/fulfilment/fulfilment';
import { courierFor, hubBetween, type Route } from '../modules/fulfilment/places';
import type { ShipmentStatus } from '../modules/order/shipment-lifecycle';

/** Ids made from a name, so the demo's past orders are the same rows in every shop that seeds them. */
const digestOf = (...parts: string[]) => createHash('sha256').update(parts.join('/')).digest();

export const orderIdOf = (key: string) =>
  `FY${digestOf('order', key).toString('hex').slice(0, 16).toUpperCase()}`;

export const shipmentIdOf = (key: string) =>
  String(10n ** 16n + (digestOf('shipment', key).readBigUInt64BE(0) % (9n * 10n ** 16n)));

export const hexOf = (kind: string, key: string, length = 24) =>
  digestOf(kind, key).toString('hex').slice(0, length);

/** How far a past shipment went, from the shopper's side: the steps its tracking shows after `placed`. */
export type PastOutcome = 'placed' | 'shipped' | 'out_for_delivery' | 'delivered' | 'cancelled' | 'returned';

const HOUR = 3_600_000;

/** The steps of each outcome, and how many hours after the order each happened. */
const TIMELINES: Record<PastOutcome, [ShipmentStatus, number][]> = {
  placed: [],
  shipped: [
    ['confirmed', 2],
    ['packed', 6],
    ['shipped', 20],
  ],
  out_for_delivery: [
    ['confirmed', 2],
    ['packed', 6],
    ['shipped', 20],
    ['out_for_delivery', 50],
  ],
  delivered: [
    ['confirmed', 2],
    ['packed', 6],
    ['shipped', 20],
    ['out_for_delivery', 50],
    ['delivered', 56],
  ],
  cancelled: [
    ['confirmed', 2],
    ['cancelled_customer', 4],
  ],
  returned: [
    ['confirmed', 2],
    ['packed', 6],
    ['shipped', 20],
    ['out_for_delivery', 50],
    ['delivered', 56],
    ['return_initiated', 24 * 5],
    ['return_picked_up', 24 * 6],
    ['return_qc_passed', 24 * 8],
    ['refunded', 24 * 8 + 3],
  ],
};

/** Where the shopper's own steps happen: at home. */
const SHOPPERS_STEPS: Partial<Record<ShipmentStatus, string>> = {
  cancelled_customer: 'Cancelled at your request',
  return_initiated: 'Return requested',
};

export interface PastShipment {
  id: string;
  storeName: string;
  route: Route;
  outcome: PastOutcome;
  placedAt: Date;
  /** What went back to the shopper, for the refunded step's note. */
  refundAmount: number;
  refundTo: 'source' | 'beneficiary';
}

/**
 * The tracking of a past shipment, written as the simulator (and the shopper and the refund) would have: the
 * same places, notes, hub stops and courier. Returns its events, its last status and when it was delivered.
 */
export function pastTracking(shipment: PastShipment) {
  const events: Insertable<ShipmentEventTable>[] = [];
  let status: string = 'placed';
  let deliveredAt: Date | null = null;
  let lastAt = shipment.placedAt;
  const awbNo = courierFor(shipment.id).awbNo;
  for (const [to, hours] of TIMELINES[shipment.outcome]) {
    const at = new Date(shipment.placedAt.getTime() + hours * HOUR);
    const hubStop =
      (status === 'shipped' && to === 'out_for_delivery' && hubBetween(shipment.route)) ||
      (status === 'return_picked_up' &&
        to === 'return_qc_passed' &&
        hubBetween({
          ...shipment.route,
          storeCity: shipment.route.deliveryCity,
          deliveryCity: shipment.route.storeCity,
        }));
    if (hubStop) {
      const halfway = new Date((at.getTime() + lastAt.getTime()) / 2);
      events.push({ shipment_id: shipment.id, status, location: hubStop, note: 'In transit', at: halfway });
    }
    const place = { id: shipment.id, status, store_name: shipment.storeName, awb_no: awbNo };
    let { location, note } = eventOf(place, shipment.route, to);
    if (SHOPPERS_STEPS[to])
      ({ location, note } = { location: shipment.route.deliveryCity, note: SHOPPERS_STEPS[to] });
    if (to === 'refunded') {
      note = `Refund of ${formatPaise(shipment.refundAmount)} paid ${shipment.refundTo === 'source' ? 'to the original payment' : 'to your refund account'}`;
    }
    events.push({ shipment_id: shipment.id, status: to, location, note, at });
    if (to === 'delivered') deliveredAt = at;
    status = to;
    lastAt = at;
  }
  const shipped = events.some((event) => event.status === 'shipped');
  return { events, status, deliveredAt, lastAt, awbNo: shipped ? awbNo : null };
}
