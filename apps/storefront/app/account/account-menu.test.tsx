import { describe, expect, it } from 'vitest';
import { menuEntries } from './account-menu';

describe('the account menu', () => {
  it('links the spec’s wishlist, orders, addresses and profile pages', () => {
    const links = menuEntries(false).map((entry) => entry.to);
    expect(links).toEqual(
      expect.arrayContaining(['/wishlist/', '/profile/orders/', '/profile/address/', '/profile/details/']),
    );
  });

  it('leaves out ordering and rewards while the cart is off', () => {
    const links = menuEntries(true).map((entry) => entry.to);
    expect(links).not.toContain('/profile/orders/');
    expect(links).not.toContain('/profile/refer-earn/');
    expect(links).toContain('/profile/address/');
  });
});
