import { describe, expect, it } from 'vitest';
import { cartCountStamp, showCartCount } from './cart-count';

describe('the header’s cart count', () => {
  it('drops an answer asked for before a newer count was shown', () => {
    const asked = cartCountStamp();
    expect(showCartCount(3)).toBe(true);
    expect(showCartCount(1, asked)).toBe(false);
    expect(showCartCount(2, cartCountStamp())).toBe(true);
  });

  it('shows nothing that is not a number', () => {
    expect(showCartCount(Number.NaN)).toBe(false);
  });
});
