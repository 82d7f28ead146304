import { describe, expect, it } from 'vitest';
import { CHECKOUT_AFTER_SIGN_IN, deliveryUrl } from './cart-paths';

describe('where the cart goes on to', () => {
  it('names the cart to checkout’s delivery step, and says so for a buy-now cart (spec §2)', () => {
    expect(deliveryUrl('c-1')).toBe('/cart/delivery?id=c-1');
    expect(deliveryUrl('c-1', true)).toBe('/cart/delivery?id=c-1&buy_now=true');
    expect(deliveryUrl('a b&c')).toBe('/cart/delivery?id=a+b%26c');
  });

  it('brings a visitor back through the bag after signing in, whose cart then has another id', () => {
    expect(CHECKOUT_AFTER_SIGN_IN).toBe('/cart/bag/?checkout=true');
  });
});
