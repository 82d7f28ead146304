/** The cart's pages (spec §2), and the delivery step the checkout goes on to. */
export const BAG_PATH = '/cart/bag/';
export const COUPONS_PATH = '/cart/available-coupons/';
const DELIVERY_PATH = '/cart/delivery';

/** Checkout's first step for a cart; a buy-now cart says so (spec §2: `buy_now=true&id={cartId}`). */
export function deliveryUrl(cartId: string, buyNow = false): string {
  const query = new URLSearchParams(buyNow ? { buy_now: 'true', id: cartId } : { id: cartId });
  return `${DELIVERY_PATH}?${query}`;
}

/**
 * Where a visitor's checkout comes back to after signing in: the bag, which then goes on to delivery. Not the
 * delivery page itself: signing in merges the visitor's cart into the shopper's, whose id is another.
 */
export const CHECKOUT_AFTER_SIGN_IN = `${BAG_PATH}?checkout=true`;
