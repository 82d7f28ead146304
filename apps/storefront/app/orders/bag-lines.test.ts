import type { OrderBag } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { bagLines } from './bag-lines';

let nextId = 1;
function bag(code: string, size: string, quantity: number, price: number): OrderBag {
  const id = nextId++;
  return {
    id,
    line_number: id,
    item: {
      id: 7,
      name: `Shirt ${code}`,
      code,
      slug_key: `shirt-${code}`,
      size,
      image: [],
      brand: { name: 'Vitrine' },
    },
    quantity,
    prices: {
      price_marked: price + 100,
      price_effective: price,
      discount: 100,
      coupon_value: 0,
      coupon_effective_discount: 0,
      amount_paid: price,
      currency_code: 'INR',
      currency_symbol: '₹',
    },
    can_cancel: false,
    can_return: false,
    returnable_date: null,
    currency_code: 'INR',
    currency_symbol: '₹',
  };
}

describe('bag lines of a shipment', () => {
  it('shows bags of the same item code and size as one line with summed quantity and price', () => {
    const bags = [bag('SKU-1', 'M', 1, 499.5), bag('SKU-2', 'M', 1, 999), bag('SKU-1', 'M', 2, 999)];
    const lines = bagLines(bags);
    expect(lines.map((line) => [line.item.code, line.item.size, line.quantity])).toEqual([
      ['SKU-1', 'M', 3],
      ['SKU-2', 'M', 1],
    ]);
    expect(lines[0]).toMatchObject({ priceEffective: 1498.5, priceMarked: 1698.5, amountPaid: 1498.5 });
    expect(lines[0].bagIds).toEqual([bags[0].id, bags[2].id]);
  });

  it('keeps other sizes of the same item, and the same size of other items, apart', () => {
    const lines = bagLines([bag('SKU-1', 'M', 1, 100), bag('SKU-1', 'L', 1, 100), bag('SKU-3', 'M', 1, 100)]);
    expect(lines.map((line) => `${line.item.code}/${line.item.size}`)).toEqual([
      'SKU-1/M',
      'SKU-1/L',
      'SKU-3/M',
    ]);
  });

  it('sums paise exactly (0.1 + 0.2 is 0.3)', () => {
    const [line] = bagLines([bag('SKU-9', 'S', 1, 0.1), bag('SKU-9', 'S', 1, 0.2)]);
    expect(line.priceEffective).toBe(0.3);
  });

  it('has no lines for no bags', () => {
    expect(bagLines([])).toEqual([]);
  });
});
