import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALITY_SEARCH_DEBOUNCE_MS, PINCODE_LOOKUP_DEBOUNCE_MS } from './address-rules';
import { debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounced lookups (spec §9)', () => {
  it('uses the spec’s waits: 300 ms for localities, 500 ms for the pincode', () => {
    expect(LOCALITY_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(PINCODE_LOOKUP_DEBOUNCE_MS).toBe(500);
  });

  it('looks up only the last value typed, once the typing has paused', () => {
    const lookup = vi.fn();
    const typed = debounce(lookup, PINCODE_LOOKUP_DEBOUNCE_MS);
    for (const value of ['4', '40', '400', '4000', '40000', '400001']) {
      typed(value);
      vi.advanceTimersByTime(100);
    }
    expect(lookup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PINCODE_LOOKUP_DEBOUNCE_MS - 100 - 1);
    expect(lookup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('400001');
  });

  it('drops a pending lookup when cancelled', () => {
    const lookup = vi.fn();
    const typed = debounce(lookup, LOCALITY_SEARCH_DEBOUNCE_MS);
    typed('Mum');
    typed.cancel();
    vi.advanceTimersByTime(LOCALITY_SEARCH_DEBOUNCE_MS * 2);
    expect(lookup).not.toHaveBeenCalled();
  });
});
