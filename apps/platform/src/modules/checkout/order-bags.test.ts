import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponShares } from './order-bags';

describe('splitting a coupon over the bags', () => {
  it('splits in proportion to what each line costs, in whole paise', () => {
    expect(couponShares([100_000, 50_000], 15_000)).toEqual([10_000, 5_000]);
    expect(couponShares([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(couponShares([0, 500], 100)).toEqual([0, 100]);
    expect(couponShares([500, 700], 0)).toEqual([0, 0]);
  });

  it('always adds up to the discount, and never gives a line more than it costs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.nat(),
        (totals, raw) => {
          const sum = totals.reduce((a, b) => a + b, 0);
          const discount = sum === 0 ? 0 : raw % (sum + 1);
          const shares = couponShares(totals, discount);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(totals[i]);
          });
        },
      ),
    );
  });
});
