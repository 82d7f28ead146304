import type { CartDetailResponse } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { bagOf } from './bag.server';

const price = (effective: number, marked: number) => {
  const value = { effective, marked, currency_code: 'INR', currency_symbol: '₹' };
  return { base: value, converted: value };
};

/** A cart as the platform answers it: two lines, one of which the store can no longer fill. */
const cart: CartDetailResponse = {
  id: 'cart-1',
  is_valid: false,
  message: 'Some items in your cart cannot be bought as they are',
  currency: { code: 'INR', symbol: '₹' },
  items: [
    {
      key: '11-1001',
      identifiers: { identifier: '11-1001' },
      quantity: 2,
      discount: '25% OFF',
      message: '',
      article: { size: 'M', store: { uid: 1001, name: 'Vitrine Bandra' }, seller: { name: 'Vitrine' } },
      product: {
        uid: 7,
        name: 'Linen Shirt',
        slug: 'linen-shirt',
        brand: { name: 'Saffron Street' },
        images: [{ url: '/assets/p/7.png', aspect_ratio: '4:5' }],
        action: { type: 'product', url: '/product/linen-shirt' },
      },
      price: price(2098, 2798),
      price_per_unit: price(1049, 1399),
    },
    {
      key: '12-1002',
      identifiers: { identifier: '12-1002' },
      quantity: 3,
      message: 'Only 1 left',
      article: { size: 'UK 8', seller: { name: 'Vitrine' } },
      product: { uid: 8, name: 'Canvas Shoe', slug: 'canvas-shoe' },
      price: price(0, 0),
      price_per_unit: price(999, 999),
    },
  ],
  breakup_values: {
    display: [
      { key: 'subtotal', display: 'Subtotal', value: 2098 },
      { key: 'coupon', display: 'Coupon', value: -200 },
      { key: 'delivery_charge', display: 'Delivery Charges', value: 0, message: ['Free delivery'] },
      { key: 'total', display: 'Total', value: 1898 },
    ],
    coupon: { code: 'FLAT200', is_applied: true, message: 'FLAT200 applied: you save ₹200' },
  },
};

describe('the bag page’s view of a cart', () => {
  it('shows each line with its picture box, seller, unit and line prices and what stops it', () => {
    const bag = bagOf(cart);
    expect(bag.lines[0]).toEqual({
      identifier: '11-1001',
      productUid: 7,
      name: 'Linen Shirt',
      brand: 'Saffron Street',
      href: '/product/linen-shirt',
      size: 'M',
      seller: 'Vitrine Bandra',
      image: { url: '/assets/p/7.png', width: 96, height: 120 },
      quantity: 2,
      unit: { effective: 1049, marked: 1399 },
      line: { effective: 2098, marked: 2798 },
      discount: '25% OFF',
      message: '',
    });
    expect(bag.lines[1]).toMatchObject({
      href: '/product/canvas-shoe',
      seller: 'Vitrine',
      image: null,
      message: 'Only 1 left',
    });
  });

  it('keeps every breakup row as sent, with its notes, and the coupon applied', () => {
    const bag = bagOf(cart);
    expect(bag.breakup.map((row) => [row.key, row.value])).toEqual([
      ['subtotal', 2098],
      ['coupon', -200],
      ['delivery_charge', 0],
      ['total', 1898],
    ]);
    expect(bag.breakup[2].messages).toEqual(['Free delivery']);
    expect(bag.coupon).toEqual({ code: 'FLAT200', applied: true, message: 'FLAT200 applied: you save ₹200' });
  });

  it('counts units, not lines, and cannot check out with a line it cannot buy', () => {
    const bag = bagOf(cart);
    expect(bag.count).toBe(5);
    expect(bag.isValid).toBe(false);
    expect(bag.message).toBe('Some items in your cart cannot be bought as they are');
  });

  it('is empty, with no coupon, when there is no cart', () => {
    expect(bagOf(undefined)).toMatchObject({ id: '', lines: [], breakup: [], coupon: null, count: 0 });
    expect(bagOf({ ...cart, items: [], is_valid: false }).isValid).toBe(false);
  });
});
