import { describe, expect, it } from 'vitest';
import { formatPaise } from './coupons';

describe('amounts in messages', () => {
  it('group in the Indian way, with two decimals only when there are paise', () => {
    expect(formatPaise(199_900)).toBe('₹1,999');
    expect(formatPaise(20_980)).toBe('₹209.80');
    expect(formatPaise(100_000_000)).toBe('₹10,00,000');
    expect(formatPaise(5)).toBe('₹0.05');
  });
});
