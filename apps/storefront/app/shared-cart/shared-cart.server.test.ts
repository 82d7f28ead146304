import type { cart, EndpointResponse } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { requireShareToken, sharedCartViewOf, validUntilOf } from './shared-cart.server';

const price = (effective: number, marked: number) => {
  const value = { effective, marked, currency_code: 'INR', currency_symbol: '₹' };
  return { base: value, converted: value };
};

const line = (key: string, name: string, quantity: number, unit: number) => ({
  key,
  identifiers: { identifier: key },
  quantity,
  article: { size: 'M' },
  product: { uid: Number(key.split('-')[0]), name, slug: name.toLowerCase().replace(/ /g, '-') },
  price: price(unit * quantity, unit * quantity),
  price_per_unit: price(unit, unit),
});

type SharedCart = NonNullable<EndpointResponse<typeof cart.getCartSharedItems>['cart']>;

const shared = (details: Record<string, unknown>): SharedCart => ({
  id: '',
  currency: { code: 'INR', symbol: '₹' },
  items: [line('11-1001', 'Linen Shirt', 2, 1049), line('12-1001', 'Canvas Shoe', 1, 999)],
  breakup_values: {
    display: [
      { key: 'subtotal', display: 'Subtotal', value: 3097 },
      { key: 'delivery_charge', display: 'Delivery Charges', value: 0 },
      { key: 'total', display: 'Total', value: 3097 },
    ],
  },
  shared_cart_details: details,
});

describe('the shared cart’s page', () => {
  it('names a signed-in sharer by first name, and no one for a visitor', () => {
    const details = { token: 't', meta: {}, expires_on: '2026-03-05T10:00:00.000Z' };
    const asha = sharedCartViewOf(shared({ ...details, user: { first_name: ' Asha ' } }), 'en-IN');
    expect(asha.sharedBy).toBe('Asha');
    expect(sharedCartViewOf(shared({ ...details, user: {} }), 'en-IN').sharedBy).toBe('');
    expect(sharedCartViewOf(shared({ ...details, user: 'Asha' }), 'en-IN').sharedBy).toBe('');
  });

  it('shows its lines, their count and the Total of its breakup', () => {
    const view = sharedCartViewOf(shared({ user: {} }), 'en-IN');
    expect(view.lines.map((l) => [l.name, l.quantity, l.line.effective])).toEqual([
      ['Linen Shirt', 2, 2098],
      ['Canvas Shoe', 1, 999],
    ]);
    expect(view).toMatchObject({
      expired: false,
      count: 3,
      total: 3097,
      currencySymbol: '₹',
      validUntil: '',
    });
  });

  it('says until when the link works in India’s time, in the shopper’s language', () => {
    // 20:00 UTC is already the next day in India.
    expect(validUntilOf('2026-03-05T20:00:00.000Z', 'en-IN')).toBe('6 Mar 2026');
    expect(validUntilOf('2026-03-05T20:00:00.000Z', 'hi-IN')).toMatch(/^6 .+ 2026$/);
    expect(validUntilOf(undefined, 'en-IN')).toBe('');
    expect(validUntilOf('soon', 'en-IN')).toBe('');
  });

  it('is not found for a token no shared cart could have', () => {
    expect(requireShareToken('aB3_-9xYz0123456789AbCdE')).toBe('aB3_-9xYz0123456789AbCdE');
    for (const token of [undefined, '', 'abc', 'aB3_-9xYz0123456789AbCdE1', 'aB3_-9xYz0123456789AbC.E']) {
      expect(() => requireShareToken(token), String(token)).toThrow();
    }
  });
});
