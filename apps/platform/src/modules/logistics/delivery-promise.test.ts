import { describe, expect, it } from 'vitest';
import { bySoonest, deliveryDay, deliveryWindow, destinationIn, promiseTo } from './delivery-promise';
import type { PincodeEntry } from './localities';

const bandra = { latitude: 19.0596, longitude: 72.8295 };
const place = (pincode: string, city: string, latitude: number, longitude: number): PincodeEntry => ({
  pincode,
  city,
  state: city,
  state_code: 'XX',
  country: 'India',
  country_iso_code: 'IN',
  latitude,
  longitude,
});
const fort = place('400001', 'Mumbai', 19.046, 72.8577);
const pune = place('411001', 'Pune', 18.5204, 73.8567);
const bengaluru = place('560001', 'Bengaluru', 12.9716, 77.5946);
const guwahati = place('781001', 'Guwahati', 26.1445, 91.7362);
const directory = [fort, pune, bengaluru, guwahati];

// 10:00 in India on 27 Nov 2026.
const now = Date.parse('2026-11-27T04:30:00Z');
const days = (window: { min: string; max: string } | undefined) =>
  window && [window.min.slice(0, 10), window.max.slice(0, 10)];

describe('deliveryWindow', () => {
  it('promises sooner the nearer the store: same city, region, country, far', () => {
    expect(days(deliveryWindow(bandra, fort, now))).toEqual(['2026-11-28', '2026-11-29']);
    expect(days(deliveryWindow(bandra, pune, now))).toEqual(['2026-11-29', '2026-12-01']);
    expect(days(deliveryWindow(bandra, bengaluru, now))).toEqual(['2026-11-30', '2026-12-02']);
    expect(days(deliveryWindow(bandra, guwahati, now))).toEqual(['2026-12-01', '2026-12-04']);
  });

  it('promises the widest band when the store or the destination is unknown', () => {
    const widest = deliveryWindow(bandra, guwahati, now);
    expect(deliveryWindow(undefined, fort, now)).toEqual(widest);
    expect(deliveryWindow(bandra, undefined, now)).toEqual(widest);
  });

  it('counts whole days from today in India, the same answer all day', () => {
    const startOfDay = Date.parse('2026-11-26T18:30:00Z');
    const endOfDay = Date.parse('2026-11-27T18:29:59Z');
    const expected = { min: '2026-11-28T00:00:00.000Z', max: '2026-11-29T00:00:00.000Z' };
    expect(deliveryWindow(bandra, fort, startOfDay)).toEqual(expected);
    expect(deliveryWindow(bandra, fort, endOfDay)).toEqual(expected);
    // 00:30 in India on the 28th is still the 27th in UTC, yet already the next day for the shop.
    expect(deliveryWindow(bandra, fort, Date.parse('2026-11-27T19:00:00Z')).min).toBe(
      '2026-11-29T00:00:00.000Z',
    );
    expect(deliveryDay(expected.min)).toBe('Sat, 28 Nov');
  });
});

describe('promiseTo a pincode', () => {
  it('answers the window to a served pincode, none to a pincode the shop does not serve', () => {
    expect(promiseTo(bandra, destinationIn(directory, '400001'), now)).toEqual(
      deliveryWindow(bandra, fort, now),
    );
    const unknown = destinationIn(directory, '999999');
    expect(unknown).toEqual({ pincode: '999999', served: undefined });
    expect(promiseTo(bandra, unknown, now)).toBeUndefined();
  });

  it('promises the widest band to a caller who named no pincode', () => {
    expect(destinationIn(directory, undefined)).toBeUndefined();
    expect(promiseTo(bandra, undefined, now)).toEqual(deliveryWindow(undefined, undefined, now));
  });

  it('orders windows soonest first, no window last', () => {
    const near = deliveryWindow(bandra, fort, now);
    const far = deliveryWindow(bandra, guwahati, now);
    expect([far, undefined, near].sort(bySoonest)).toEqual([near, far, undefined]);
  });
});
