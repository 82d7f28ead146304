import type { OrderTrackingDetail } from '@vitrine/contract';
import type { OrderRecord, ShipmentRow } from './orders-sql';
import { isShipmentStatus, SHIPMENT_STATUSES, type ShipmentStatus } from './shipment-lifecycle';

/** A tracking event: the order's placing (not a row: placed_at at the fulfilling store's city) or a move. */
export interface TrackingEvent {
  status: string;
  location: string;
  note: string;
  at: Date;
}

/** The way a parcel goes to the shopper: the steps still ahead are shown, not yet passed. */
const FORWARD: readonly ShipmentStatus[] = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
];

const RETURN_STATUSES = new Set<string>([
  'return_initiated',
  'return_pre_qc',
  'return_picked_up',
  'return_qc_passed',
  'return_qc_failed',
  'refunded',
]);

export const titleOf = (status: string) =>
  isShipmentStatus(status) ? SHIPMENT_STATUSES[status].title : status;
const isReturnStatus = (status: string) => RETURN_STATUSES.has(status);

/**
 * A shipment's events in time order: the order's placing, then its moves. A shipment split off another starts
 * with a copy of that one's tracking so far (split-shipment.ts), so its own rows tell its whole story.
 */
export function eventsOf(record: OrderRecord, shipment: ShipmentRow): TrackingEvent[] {
  const city = record.stores.get(shipment.store_uid)?.address.city ?? '';
  const placed: TrackingEvent = { status: 'placed', location: city, note: '', at: record.order.placed_at };
  const moves = record.events.filter((e) => e.shipment_id === shipment.id);
  return [placed, ...moves].map(({ status, location, note, at }) => ({ status, location, note, at }));
}

/** tracking_details: every event passed, the last one current, then the steps still ahead on the way out. */
export function trackingDetails(events: readonly TrackingEvent[], current: string): OrderTrackingDetail[] {
  const passed = events.map((event, index) => ({
    status: titleOf(event.status),
    value: event.status,
    time: event.at.toISOString(),
    created_ts: String(event.at.getTime()),
    location: event.location,
    is_passed: true,
    is_current: index === events.length - 1,
  }));
  const at = FORWARD.indexOf(current as ShipmentStatus);
  const ahead = at < 0 ? [] : FORWARD.slice(at + 1);
  return [
    ...passed,
    ...ahead.map((status) => ({
      status: titleOf(status),
      value: status,
      time: '',
      location: '',
      is_passed: false,
      is_current: false,
    })),
  ];
}

/** The courier's feed (ShipmentTrack results), newest first. */
export function trackResults(
  events: readonly TrackingEvent[],
  shipment: Pick<ShipmentRow, 'awb_no'>,
  partner: string,
) {
  return [...events].reverse().map((event) => ({
    awb: shipment.awb_no ?? '',
    status: titleOf(event.status),
    value: event.status,
    reason: event.note,
    shipment_type: isReturnStatus(event.status) ? 'return' : 'forward',
    account_name: partner,
    updated_at: event.at.toISOString(),
    updated_time: event.at.toISOString(),
    last_location_recieved_at: event.location,
  }));
}
