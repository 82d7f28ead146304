import { cart as endpoints } from '@vitrine/contract';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { On } from '../../http/route';
import { getBulkPriceOffers } from './bulk-price';
import { existingCart, namedCart, priceCart } from './cart';
import { answerCart } from './cart-answer';
import { addToCart, articlesToAdd, type ChangeOutcome, changeCart } from './cart-changes';
import { cartCaller, cartWriter } from './cart-owner';
import { type CartRow, cartById, cartCounts, openOrNewCart, touchCart } from './cart-sql';
import { cartIdentity } from './cart-view';
import { couponList } from './coupon-list';
import { COUPON_NOT_FOUND, couponByCode, couponUses, judgeCoupon } from './coupons';
import { registerCartOffers } from './offer-routes';
import { registerSharedCarts } from './share-cart-routes';

type Flags = { i?: boolean; b?: boolean };

function outcomeMessage(outcome: ChangeOutcome, done: string): string {
  if (outcome.refusals.length === 0) return done;
  return outcome.refusals.join('. ');
}

/** The cart module: the cart and its lines, its coupons and meta, and the product page's bulk price offers. */
export function registerCart(on: On, services: Services): void {
  const { db } = services;
  const seller = (c: Context<AppEnv>) => {
    const app = c.get('application');
    return { uid: app.companyId, name: app.name };
  };
  const view = (c: Context<AppEnv>, cart: CartRow | undefined, flags: Flags, paymentMode?: string) =>
    answerCart(db, c, cart, flags, { paymentMode });
  /** The caller's cart as it is after a change, read again so the answer shows what is stored. */
  const reread = async (c: Context<AppEnv>, cart: CartRow, flags: Flags) =>
    view(c, await cartById(db, cart.id), flags);
  /** After a change of lines: without items or breakup asked for, the identity needs only the new time. */
  const afterChange = (c: Context<AppEnv>, cart: CartRow, outcome: ChangeOutcome, flags: Flags) =>
    flags.i || flags.b
      ? reread(c, cart, flags)
      : cartIdentity(outcome.touchedAt ? { ...cart, updated_at: outcome.touchedAt } : cart);

  on(
    endpoints.getBulkDiscountOffers,
    ({ query }, c) => {
      const app = c.get('application');
      return getBulkPriceOffers(db, query, { companyId: app.companyId, name: app.name });
    },
    { cacheSeconds: 60, changesWith: 'catalogue' },
  );

  // HEAD detail (getCartLastModified) is answered by this route too: Hono runs GET routes for HEAD.
  on(endpoints.getCart, async ({ query }, c) => {
    const cart = await namedCart(db, await cartCaller(db, c), { id: query.id, buyNow: query.buy_now });
    if (cart) c.header('last-modified', new Date(cart.updated_at).toUTCString());
    // `c` asks for the breakup as it would be paying cash on delivery.
    return view(c, cart, query, query.c ? 'COD' : undefined);
  });

  on(endpoints.addItems, async ({ query, body }, c) => {
    const buyNow = query.buy_now ?? false;
    // A named cart must be the caller's own (404 otherwise) before anything is made.
    const named = query.id
      ? await existingCart(db, await cartCaller(db, c), { id: query.id, buyNow })
      : undefined;
    const [cart, lines] = await Promise.all([
      named ?? cartWriter(db, c).then((owner) => openOrNewCart(db, owner, buyNow)),
      articlesToAdd(db, body),
    ]);
    const outcome = await addToCart(db, cart, lines, buyNow || body.new_cart === true);
    return {
      success: outcome.changed > 0,
      partial: outcome.changed > 0 && outcome.refusals.length > 0,
      message: outcomeMessage(outcome, 'Added to cart'),
      cart: await afterChange(c, cart, outcome, query),
    };
  });

  on(endpoints.updateCart, async ({ query, body }, c) => {
    const cart = await existingCart(db, await cartCaller(db, c), { id: query.id, buyNow: query.buy_now });
    const outcome = await changeCart(db, cart, body);
    const done = body.operation === 'remove_item' ? 'Item removed from cart' : 'Cart updated';
    return {
      success: outcome.changed > 0,
      message: outcomeMessage(outcome, done),
      cart: await afterChange(c, cart, outcome, query),
    };
  });

  on(endpoints.getItemCount, async ({ query }, c) => {
    const cart = await namedCart(db, await cartCaller(db, c), { id: query.id, buyNow: query.buy_now });
    return { user_cart_items_count: cart ? (await cartCounts(db, cart.id)).units : 0 };
  });

  on(endpoints.deleteCart, async ({ query }, c) => {
    const cart = await existingCart(db, await cartCaller(db, c), { id: query.id });
    await db
      .updateTable('carts')
      .set({ status: 'archived', updated_at: sql`now()` })
      .where('id', '=', cart.id)
      .where('status', '=', 'open')
      .execute();
    return { success: true, message: 'Cart archived' };
  });

  on(endpoints.updateCartMeta, async ({ query, body }, c) => {
    const owner = await cartWriter(db, c);
    const cart = query.id
      ? await existingCart(db, await cartCaller(db, c), { id: query.id, buyNow: query.buy_now })
      : await openOrNewCart(db, owner, query.buy_now ?? false);
    const { checkout_mode, ...meta } = body;
    await db
      .updateTable('carts')
      .set({
        ...(checkout_mode ? { checkout_mode } : {}),
        meta: JSON.stringify({ ...cart.meta, ...meta }),
        updated_at: sql`now()`,
      })
      .where('id', '=', cart.id)
      .execute();
    return { is_valid: true, message: 'Cart meta updated' };
  });

  on(endpoints.getCoupons, async ({ query }, c) => {
    const cart = await namedCart(db, await cartCaller(db, c), { id: query.id, buyNow: query.buy_now });
    const priced = await priceCart(db, c.get('application').id, seller(c), cart);
    return couponList(db, c.get('application').id, priced);
  });

  on(endpoints.applyCoupon, async ({ query, body }, c) => {
    const cart = await existingCart(db, await cartCaller(db, c), { id: query.id, buyNow: query.buy_now });
    const coupon = await couponByCode(db, c.get('application').id, body.coupon_code);
    if (!coupon) throw badRequest(COUPON_NOT_FOUND);
    const priced = await priceCart(db, c.get('application').id, seller(c), cart);
    if (priced.lines.length === 0) throw badRequest('Add items to your cart to use a coupon');
    const judgement = judgeCoupon(coupon, {
      subtotal: priced.totals.subtotal,
      now: new Date(),
      paymentMode: cart.payment?.mode,
      usedByShopper: cart.user_id ? await couponUses(db, cart.application_id, coupon.code, cart.user_id) : 0,
    });
    if (!judgement.valid) throw badRequest(judgement.message);
    await db.updateTable('carts').set({ coupon_code: coupon.code }).where('id', '=', cart.id).execute();
    await touchCart(db, cart.id);
    return reread(c, cart, query);
  });

  on(endpoints.removeCoupon, async ({ query }, c) => {
    const cart = await existingCart(db, await cartCaller(db, c), { id: query.id, buyNow: query.buy_now });
    if (!cart.coupon_code) throw badRequest('No coupon is applied to this cart');
    await db.updateTable('carts').set({ coupon_code: null }).where('id', '=', cart.id).execute();
    await touchCart(db, cart.id);
    return reread(c, cart, {});
  });

  registerSharedCarts(on, services);
  registerCartOffers(on, services);
}
