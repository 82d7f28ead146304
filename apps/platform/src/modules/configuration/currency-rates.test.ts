import { describe, expect, it } from 'vitest';
import { convertAmount, convertMinorUnits, convertPrices, type TargetCurrency } from './currency-rates';

const USD: TargetCurrency = { code: 'USD', symbol: '$', decimalDigits: 2, rateMicros: 12_000 };
const JPY: TargetCurrency = { code: 'JPY', symbol: '¥', decimalDigits: 0, rateMicros: 1_780_000 };

describe('converting base prices with a stored rate', () => {
  it('rounds in minor units, half up', () => {
    // ₹999.00 = 99,900 paise × 0.012 = 1,198.8 cents → 1,199 cents.
    expect(convertMinorUnits(99_900, USD)).toBe(1199);
    expect(convertAmount(999, USD)).toBe(11.99);
    // ₹1,250.00 × 0.012 = 15.00 exactly; ₹0.01 × 0.012 rounds to nothing.
    expect(convertAmount(1250, USD)).toBe(15);
    expect(convertAmount(0.01, USD)).toBe(0);
    // ₹104.17 → 1.25004 dollars → 125 cents; a half cent rounds up: ₹0.625 is not a price, ₹41.25 → 49.5 → 50.
    expect(convertAmount(104.17, USD)).toBe(1.25);
    expect(convertMinorUnits(4125, USD)).toBe(50);
  });

  it('drops the minor digits for a currency without them', () => {
    // ₹999 × 1.78 = ¥1,778.22 → ¥1,778.
    expect(convertAmount(999, JPY)).toBe(1778);
  });

  it('converts every price tagged with the base and leaves price filters and other numbers alone', () => {
    const listing = {
      items: [
        {
          uid: 1,
          price: {
            effective: { min: 999, max: 999, currency_code: 'INR', currency_symbol: '₹' },
            marked: { min: 1299, max: 1299, currency_code: 'INR', currency_symbol: '₹' },
          },
        },
      ],
      filters: [{ values: [{ min: 599, max: 4499, currency_code: 'INR', query_format: '[{}]', count: 9 }] }],
      page: { item_total: 1, current: 1 },
    };
    expect(convertPrices(listing, USD)).toEqual({
      items: [
        {
          uid: 1,
          price: {
            effective: { min: 11.99, max: 11.99, currency_code: 'USD', currency_symbol: '$' },
            marked: { min: 15.59, max: 15.59, currency_code: 'USD', currency_symbol: '$' },
          },
        },
      ],
      filters: listing.filters,
      page: { item_total: 1, current: 1 },
    });
    const seller = { quantity: 4, price: { effective: 999, marked: 1299, currency: 'INR' } };
    expect(convertPrices(seller, USD)).toEqual({
      quantity: 4,
      price: { effective: 11.99, marked: 15.59, currency: 'USD' },
    });
  });
});
