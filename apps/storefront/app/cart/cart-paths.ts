import { stepUrl } from '../checkout/flow';

/** The cart's pages (spec §2), and the delivery step the checkout goes on to. */
export const BAG_PATH = '/cart/bag/';
export const COUPONS_PATH = '/cart/available-coupons/';

/** Checkout's first step for a cart (spec §2: `id={cartId}`, and `buy_now=true` for a buy-now cart). */
export const deliveryUrl = (cartId: string, buyNow = false): string =>
  stepUrl('delivery', { cartId, buyNow });

/**
 * Where a visitor's checkout comes back to after signing in: the bag, which then goes on to delivery. Not the
 * delivery page itself: signing in merges the visitor's cart into the shopper's, whose id is another.
 */
export const CHECKOUT_AFTER_SIGN_IN = `${BAG_PATH}?checkout=true`;
