import type { Context } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/context';
import { namedCart, priceCart } from '../cart/cart';
import { cartCaller } from '../cart/cart-owner';

/**
 * What the payment modes are judged on: the cart's own total when the call names a cart (or the caller has one),
 * else the amount given in rupees; and the cart's payment rules.
 */
export async function paymentContextOf(
  db: Db,
  c: Context<AppEnv>,
  query: { cart_id?: string | null; amount?: number | null },
) {
  const app = c.get('application');
  const caller = await cartCaller(db, c);
  const cart = await namedCart(db, caller, { id: query.cart_id ?? undefined });
  const priced = await priceCart(db, app.id, { uid: app.companyId, name: app.name }, cart, {
    paymentMode: '',
  });
  const total = cart ? priced.totals.total : Math.round((query.amount ?? 0) * 100);
  return { caller, context: { total, rules: priced.rules } };
}
