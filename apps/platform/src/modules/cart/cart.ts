import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { taxonomyOf } from '../catalog/taxonomy';
import { loadSettings } from '../configuration/settings';
import { providerFor } from '../payment/providers/registry';
import type { Caller } from './cart-owner';
import { cartTotals } from './cart-pricing';
import { cartRulesOf } from './cart-rules';
import { type CartLineRow, type CartRow, cartLines, openCart } from './cart-sql';
import { isBuyable, type PricedCart } from './cart-view';
import { couponByCode, couponUses, judgeCoupon } from './coupons';
import { canRedeemPoints, pointsOnCart, totalsWithPoints } from './reward-points';

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

/**
 * A cart with today's prices, stock, coupon and the merchant's rules applied. `lines` prices other lines than the
 * cart's own (a shared cart's, with no cart).
 */
export async function priceCart(
  db: Db,
  applicationId: string,
  seller: Seller,
  cart: CartRow | undefined,
  options: { paymentMode?: string; now?: Date; lines?: Promise<CartLineRow[]> } = {},
): Promise<PricedCart> {
  const [lines, settings, taxonomy, couponRow] = await Promise.all([
    options.lines ?? (cart ? cartLines(db, cart.id) : []),
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
  const paymentMode = options.paymentMode ?? cart?.payment?.mode;
  const goods = cartTotals(pricedLines, rules);
  const usedByShopper =
    couponRow && cart?.user_id ? await couponUses(db, applicationId, couponRow.code, cart.user_id) : 0;
  const coupon = couponRow && {
    row: couponRow,
    judgement: judgeCoupon(couponRow, {
      subtotal: goods.subtotal,
      now: options.now ?? new Date(),
      paymentMode,
      usedByShopper,
    }),
  };
  const discount = coupon?.judgement.valid ? coupon.judgement.discount : 0;
  const provider = paymentMode ? providerFor(paymentMode) : undefined;
  const paymentFee = provider?.fee({ total: goods.subtotal - discount, rules }) ?? 0;
  const totals = cartTotals(pricedLines, rules, { couponDiscount: () => discount, paymentFee });
  const redeemPoints = canRedeemPoints(settings) && cart?.redeem_points === true;
  const points = await pointsOnCart(db, applicationId, cart, totals, canRedeemPoints(settings));
  return {
    cart,
    lines,
    totals: totalsWithPoints(totals, points),
    rules,
    coupon,
    seller,
    taxonomy,
    redeemPoints,
    points,
  };
}
