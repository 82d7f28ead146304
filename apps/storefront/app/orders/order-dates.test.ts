import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FILTER, ORDER_DATE_FILTERS, orderDateRange, selectedDateFilter } from './order-dates';

describe('the order list date filter', () => {
  it('offers the spec’s four options, the last 24 months by default', () => {
    expect(ORDER_DATE_FILTERS.map((option) => [option.display, option.value])).toEqual([
      ['Last 30 days', 30],
      ['Last 6 months', 180],
      ['Last 12 months', 365],
      ['Last 24 months', 730],
    ]);
    expect(DEFAULT_DATE_FILTER).toBe(730);
  });

  it('reads selected_date_filter as JSON: a number of days or an option object', () => {
    expect(selectedDateFilter('30')).toBe(30);
    expect(selectedDateFilter('{"display":"Last 6 months","value":180,"is_selected":true}')).toBe(180);
    expect(selectedDateFilter('{"value":"365"}')).toBe(365);
  });

  it('falls back to the default for a missing, malformed or unknown choice', () => {
    for (const raw of [null, '', 'thirty', '{', '45', '{"value":-1}', '[30]', 'null']) {
      expect(selectedDateFilter(raw)).toBe(730);
    }
  });

  it('runs from that many days ago to tomorrow, as MM-DD-YYYY', () => {
    const now = new Date('2025-03-15T10:00:00Z');
    expect(orderDateRange(30, now)).toEqual({ fromDate: '02-13-2025', toDate: '03-16-2025' });
    expect(orderDateRange(730, now)).toEqual({ fromDate: '03-16-2023', toDate: '03-16-2025' });
  });

  it('counts days in the shop’s time zone, across month and year ends', () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    const newYear = new Date('2024-12-31T20:00:00Z');
    expect(orderDateRange(30, newYear)).toEqual({ fromDate: '12-02-2024', toDate: '01-02-2025' });
    expect(orderDateRange(30, newYear, 'UTC')).toEqual({ fromDate: '12-01-2024', toDate: '01-01-2025' });
    // A leap day: tomorrow of 28 February 2024 is the 29th.
    expect(orderDateRange(180, new Date('2024-02-28T06:00:00Z')).toDate).toBe('02-29-2024');
  });
});
