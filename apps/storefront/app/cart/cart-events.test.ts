import { describe, expect, it } from 'vitest';
import { addedToCart, couponEvent, quantityChange } from './cart-events';

const shirt = { uid: 7, name: 'Linen Shirt', brand: 'Saffron Street', size: 'M', price: 1049 };

describe('what the cart tells analytics', () => {
  it('tells one of a product added from its page', () => {
    expect(addedToCart(shirt)).toEqual({
      item_id: 7,
      item_name: 'Linen Shirt',
      item_brand: 'Saffron Street',
      item_size: 'M',
      quantity: 1,
      price: 1049,
    });
  });

  it('tells a quantity raised as an add, and anything else as a removal, of as many as changed', () => {
    expect(quantityChange(shirt, 1, 3)).toMatchObject({ name: 'add_to_cart', properties: { quantity: 2 } });
    expect(quantityChange(shirt, 3, 2)).toMatchObject({
      name: 'remove_from_cart',
      properties: { quantity: 1 },
    });
    expect(quantityChange(shirt, 2, 0)).toMatchObject({
      name: 'remove_from_cart',
      properties: { quantity: 2 },
    });
    expect(quantityChange(shirt, 2, 2)).toBeUndefined();
  });

  it('tells a coupon applied, refused with the shop’s reason, and removed', () => {
    expect(couponEvent('applied', 'FLAT200')).toEqual({
      name: 'coupon_applied',
      properties: { coupon_code: 'FLAT200' },
    });
    expect(couponEvent('denied', 'NOPE', 'Invalid coupon code')).toEqual({
      name: 'coupon_denied',
      properties: { coupon_code: 'NOPE', message: 'Invalid coupon code' },
    });
    expect(couponEvent('removed', 'FLAT200').name).toBe('coupon_removed');
  });
});
