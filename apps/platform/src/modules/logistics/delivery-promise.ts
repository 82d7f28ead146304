import { distanceMetres } from '../catalog/stores';
import type { PincodeEntry } from './localities';

/** A point on the map: a store's address or a pincode's centre. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** The first and last day delivery may come, as ISO timestamps (a type, so it fits the contract's loose objects). */
export type DeliveryWindow = { min: string; max: string };

/** The pincode a call names, with its place when the shop serves it (is in its directory). */
export interface Destination {
  pincode: string;
  served?: PincodeEntry;
}

/**
 * Days to deliver by great-circle distance from the store: within a city (50 km) the store's own riders; within
 * a region (500 km) overnight road; across the country (1,500 km) long-haul or air; beyond that (the islands,
 * the far North East) a transfer more.
 */
const DELIVERY_BANDS = [
  { withinKm: 50, days: [1, 2] },
  { withinKm: 500, days: [2, 4] },
  { withinKm: 1_500, days: [3, 5] },
  { withinKm: Number.POSITIVE_INFINITY, days: [4, 7] },
] as const;

/** Promised when the store or the destination is not known: it holds for any pincode the shop serves. */
const WIDEST_BAND = DELIVERY_BANDS[DELIVERY_BANDS.length - 1];

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * Midnight UTC of the date `days` after today in India: the day turns at the shop's midnight, not UTC's, and the
 * timestamp reads as the same date in India and in UTC. Whole days keep an answer true all day, so it may be cached.
 */
function dateAfter(now: number, days: number): string {
  const today = Math.floor((now + INDIA_OFFSET_MS) / DAY_MS);
  return new Date((today + days) * DAY_MS).toISOString();
}

/** The window for sending from one place to another; the widest band when either is unknown. */
export function deliveryWindow(
  from: Place | undefined,
  to: Place | undefined,
  now = Date.now(),
): DeliveryWindow {
  const km =
    from && to
      ? distanceMetres(from.latitude, from.longitude, to.latitude, to.longitude) / 1000
      : Number.POSITIVE_INFINITY;
  const band = DELIVERY_BANDS.find((candidate) => km < candidate.withinKm) ?? WIDEST_BAND;
  return { min: dateAfter(now, band.days[0]), max: dateAfter(now, band.days[1]) };
}

/** The pincode looked up in the shop's directory; undefined when none was given. */
export function destinationIn(
  directory: PincodeEntry[],
  pincode: string | undefined,
): Destination | undefined {
  if (!pincode) return undefined;
  return { pincode, served: directory.find((entry) => entry.pincode === pincode) };
}

/**
 * The window from a store to where the caller wants it: none when the shop does not serve the pincode, the
 * widest band when no pincode was given (a visitor who named none may live anywhere the shop delivers).
 */
export function promiseTo(
  from: Place | undefined,
  destination: Destination | undefined,
  now = Date.now(),
): DeliveryWindow | undefined {
  if (destination && !destination.served) return undefined;
  return deliveryWindow(from, destination?.served, now);
}

/** Sooner windows first (ISO timestamps order as text); no window (not delivered) last. */
export function bySoonest(a: DeliveryWindow | undefined, b: DeliveryWindow | undefined): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  return a.min.localeCompare(b.min) || a.max.localeCompare(b.max);
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "Thu, 27 Nov", as the shop shows a delivery date. */
export const deliveryDay = (at: number | string) => dayFormat.format(new Date(at));

/** Where a pincode is: the directory's entry, else a store's (a store may sit outside the area it delivers to). */
export function placeOfPincode(
  directory: PincodeEntry[],
  stores: { address: Place & { pincode: string } }[],
  pincode: string,
): Place | undefined {
  return (
    directory.find((entry) => entry.pincode === pincode) ??
    stores.find((store) => store.address.pincode === pincode)?.address
  );
}
