import { createHash } from 'node:crypto';

/**
 * Where each tracking event happens and who carries the parcel. The store's city for what happens at the store,
 * the shopper's city for the last mile, and a courier hub in between when the parcel changes city; returns run
 * the other way. The courier and its air waybill follow from the shipment's id, so a shipment always gets the
 * same ones, and the waybill's prefix names its courier (as real waybills do).
 */

/** Where a parcel's route starts and ends: the fulfilling store's city and the delivery address's city. */
export interface Route {
  storeCity: string;
  deliveryCity: string;
  /** The delivery address's state, which picks the courier hub serving it. */
  deliveryState: string;
}

const COURIERS = [
  { prefix: 'DLV', name: 'Delhivery' },
  { prefix: 'BDT', name: 'Blue Dart' },
  { prefix: 'EKT', name: 'Ekart Logistics' },
  { prefix: 'XBS', name: 'Xpressbees' },
] as const;

/** Each region's sorting hub, by the delivery address's state (lower case); Nagpur sorts the rest. */
const HUB_OF_STATE: Record<string, string> = {
  maharashtra: 'Bhiwandi',
  goa: 'Bhiwandi',
  gujarat: 'Ahmedabad',
  karnataka: 'Hoskote',
  kerala: 'Hoskote',
  'tamil nadu': 'Chennai',
  telangana: 'Hyderabad',
  'andhra pradesh': 'Hyderabad',
  delhi: 'Gurugram',
  haryana: 'Gurugram',
  punjab: 'Gurugram',
  'uttar pradesh': 'Gurugram',
  rajasthan: 'Jaipur',
  'west bengal': 'Kolkata',
  odisha: 'Kolkata',
};
const DEFAULT_HUB = 'Nagpur';

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/** The courier that carries a shipment, and its air waybill number (its prefix and ten digits). */
export function courierFor(shipmentId: string): { dpName: string; awbNo: string } {
  const digest = digestOf(`courier:${shipmentId}`);
  const courier = COURIERS[digest[0] % COURIERS.length];
  const digits = (digest.readBigUInt64BE(1) % 10_000_000_000n).toString().padStart(10, '0');
  return { dpName: courier.name, awbNo: `${courier.prefix}${digits}` };
}

/** The courier whose waybill this is ('' for none, or one this shop did not make). */
export function courierOfAwb(awbNo: string | null | undefined): string {
  if (!awbNo) return '';
  return COURIERS.find((courier) => awbNo.startsWith(courier.prefix))?.name ?? '';
}

/** The hub a parcel passes between the two cities, or none when it stays in one city. */
export function hubBetween(route: Route): string | undefined {
  if (sameCity(route.storeCity, route.deliveryCity)) return undefined;
  const hub = HUB_OF_STATE[route.deliveryState.trim().toLowerCase()] ?? DEFAULT_HUB;
  return `${hub} hub`;
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The city named in a stored address (a store's or an order's), or '' when it names none. */
export function cityOf(address: unknown): string {
  const city = (address as { city?: unknown } | null)?.city;
  return typeof city === 'string' ? city.trim() : '';
}

export function stateOf(address: unknown): string {
  const state = (address as { state?: unknown } | null)?.state;
  return typeof state === 'string' ? state.trim() : '';
}
