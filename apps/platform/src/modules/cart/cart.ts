import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { taxonomyOf } from '../catalog/taxonomy';
import { loadSettings } from '../configuration/settings';
import type { Caller } from './cart-owner';
import { cartTotals } from './cart-pricing';
import { cartRulesOf } from './cart-rules';
import { type CartRow, cartLines, openCart } from './cart-sql';
import { isBuyable, type PricedCart } from './cart-view';
import { couponByCode, judgeCoupon } from './coupons';

const CART_NOT_FOUND = 'Cart not found';

/**
 * The cart a call names: by `id` when given (it must be the caller's own open cart, else 404, whoever's it
 * is), otherwise the caller's open cart or buy-now cart, which may not exist yet.
 */
export async function namedCart(
  db: Db,
  caller: Caller,
  which: { id?: string; buyNow?: boolean },
): Promise<CartRow | undefined> {
  if (!which.id) return caller.owner ? openCart(db, caller.owner, which.buyNow ?? false) : undefined;
  const own = caller.owner && (await openCart(db, caller.owner, which.buyNow ?? false));
  if (own?.id === which.id) return own;
  const other = caller.owner && (await openCart(db, caller.owner, !(which.buyNow ?? false)));
  if (other?.id === which.id) return other;
  throw notFound(CART_NOT_FOUND);
}

/** Like namedCart, for calls that need a cart to exist. */
export async function existingCart(db: Db, caller: Caller, which: { id?: string; buyNow?: boolean }) {
  const cart = await namedCart(db, caller, which);
  if (!cart) throw notFound(CART_NOT_FOUND);
  return cart;
}

export interface Seller {
  uid: number;
  name: string;
}

/** A cart with today's prices, stock, coupon and the merchant's rules applied. */
export async function priceCart(
  db: Db,
  applicationId: string,
  seller: Seller,
  cart: CartRow | undefined,
  options: { payOnDelivery?: boolean; now?: Date } = {},
): Promise<PricedCart> {
  const [lines, settings, taxonomy, couponRow] = await Promise.all([
    cart ? cartLines(db, cart.id) : [],
    loadSettings(db, applicationId),
    taxonomyOf(db),
    cart?.coupon_code ? couponByCode(db, applicationId, cart.coupon_code) : undefined,
  ]);
  const rules = cartRulesOf(settings);
  const pricedLines = lines.map((line) => ({
    quantity: line.quantity,
    marked: line.price_marked,
    effective: line.price_effective,
    bulkTiers: line.bulk_tiers,
    buyable: isBuyable(line),
  }));
  const payOnDelivery = options.payOnDelivery ?? cart?.payment?.mode === 'COD';
  const goods = cartTotals(pricedLines, rules);
  const coupon = couponRow && {
    row: couponRow,
    judgement: judgeCoupon(couponRow, {
      subtotal: goods.subtotal,
      now: options.now ?? new Date(),
      paymentMode: cart?.payment?.mode,
    }),
  };
  const discount = coupon?.judgement.valid ? coupon.judgement.discount : 0;
  const totals = cartTotals(pricedLines, rules, { couponDiscount: () => discount, payOnDelivery });
  return { cart, lines, totals, rules, coupon, seller, taxonomy };
}
