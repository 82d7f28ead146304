import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatPriceRange } from './format';

describe('prices', () => {
  it('groups digits the Indian way and shows decimals only when the number is not whole', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatPrice(123456)).toBe('₹1,23,456');
  });

  it('puts a space after a symbol made only of letters', () => {
    expect(formatPrice(1500, 'AED')).toBe('AED 1,500');
    expect(formatPrice(1500, '$')).toBe('$1,500');
  });

  it('shows a range only when the lowest and highest prices differ', () => {
    expect(formatPriceRange({ min: 999, max: 999, currency_symbol: '₹' })).toBe('₹999');
    expect(formatPriceRange({ min: 999, max: 1299.5, currency_symbol: '₹' })).toBe('₹999 – ₹1,299.50');
    expect(formatPriceRange({ max: 10 })).toBe('₹10');
    expect(formatPriceRange(undefined)).toBe('');
  });
});
