import type { Context } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/context';
import { priceCart, type Seller } from './cart';
import type { CartLineRow, CartRow } from './cart-sql';
import { cartIdentity, cartView } from './cart-view';

/** The application sells what its carts hold. */
export function sellerOf(c: Context<AppEnv>): Seller {
  const app = c.get('application');
  return { uid: app.companyId, name: app.name };
}

/**
 * A cart priced today and answered as the cart calls answer it: its lines with `i`, its breakup with `b` (as the
 * platform does: a caller that asks for neither gets the cart's identity, unpriced). `lines` answers other lines
 * (a shared cart's) with no cart of their own; `paymentMode` prices as if paying that way.
 */
export async function answerCart(
  db: Db,
  c: Context<AppEnv>,
  cart: CartRow | undefined,
  flags: { i?: boolean; b?: boolean } = { i: true, b: true },
  options: { lines?: Promise<CartLineRow[]>; paymentMode?: string } = {},
) {
  if (!flags.i && !flags.b) return cartIdentity(cart);
  const priced = await priceCart(db, c.get('application').id, sellerOf(c), cart, options);
  return cartView(priced, { withItems: flags.i === true, withBreakup: flags.b === true });
}
