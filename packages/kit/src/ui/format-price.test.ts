import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('groups rupees the Indian way and drops decimals on whole amounts', () => {
    expect(formatPrice(123456)).toBe('₹1,23,456');
    expect(formatPrice(12345678, '₹')).toBe('₹1,23,45,678');
    expect(formatPrice(0)).toBe('₹0');
  });

  it('shows two decimals when the amount is not whole', () => {
    expect(formatPrice(1234.5, '₹')).toBe('₹1,234.50');
    expect(formatPrice(99.99)).toBe('₹99.99');
  });

  it('puts a space after a symbol made only of letters', () => {
    expect(formatPrice(10, 'AED')).toBe('AED 10');
    expect(formatPrice(1500.25, 'Rs')).toBe('Rs 1,500.25');
  });

  it('joins any other symbol directly', () => {
    expect(formatPrice(10, '$')).toBe('$10');
    expect(formatPrice(10, 'Rs.')).toBe('Rs.10');
  });

  it('keeps the sign in front of the symbol and tolerates a missing symbol', () => {
    expect(formatPrice(-250, '₹')).toBe('-₹250');
    expect(formatPrice(1000, '')).toBe('1,000');
  });

  it('gives an empty string for a value that is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});
