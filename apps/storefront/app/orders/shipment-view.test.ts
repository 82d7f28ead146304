import { describe, expect, it } from 'vitest';
import { returnOpen } from './shipment-view';

describe('the return window of a shipment', () => {
  const now = new Date('2025-03-15T10:00:00Z');

  it('is open while the platform allows a return, until its returnable date', () => {
    expect(returnOpen({ can_return: true, returnable_date: '2025-03-20T18:29:59Z' }, now)).toBe(true);
    expect(returnOpen({ can_return: true, returnable_date: '2025-03-15T10:00:00Z' }, now)).toBe(true);
    expect(returnOpen({ can_return: true, returnable_date: null }, now)).toBe(true);
  });

  it('is closed once the date has passed, or when the platform says no', () => {
    expect(returnOpen({ can_return: true, returnable_date: '2025-03-14T18:29:59Z' }, now)).toBe(false);
    expect(returnOpen({ can_return: false, returnable_date: '2025-03-20T18:29:59Z' }, now)).toBe(false);
  });
});
