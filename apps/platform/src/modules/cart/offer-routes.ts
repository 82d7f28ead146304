import { cart as endpoints } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Services } from '../../http/context';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import type { On } from '../../http/route';
import { productBySlug } from '../catalog/product-sql';
import { CURRENCY } from '../catalog/views';
import { loadSettings } from '../configuration/settings';
import { existingCart, namedCart, priceCart } from './cart';
import { answerCart, sellerOf } from './cart-answer';
import { type Caller, cartCaller } from './cart-owner';
import { type CartRow, cartById, cartLines, openCart } from './cart-sql';
import { couponUses, judgeCoupon } from './coupons';
import {
  ladderOffer,
  ladderPromotion,
  matchesFilters,
  type PromotionFilters,
  paymentOfferView,
  paymentPromotion,
} from './offers';
import { currentPaymentOffers } from './promotions-sql';
import { canRedeemPoints, REWARD_POINTS_NEED_SIGN_IN, REWARD_POINTS_OFF } from './reward-points';

/** What checkout shows of payment offers: the top five (the platform's own limit). */
const PAYMENT_OFFERS_SHOWN = 5;
const DEFAULT_PAGE_SIZE = 20;

const STORE_CREDIT_UNSUPPORTED =
  'store_credit cannot be applied: this shop does not take store credit in the cart';

const ladderOf = (product: Awaited<ReturnType<typeof productBySlug>>) =>
  ladderOffer({
    uid: product.uid,
    marked: Number(product.price_marked_min),
    effective: Number(product.price_effective_min),
    tiers: product.bulk_tiers,
  });

/** The ladder offers of the products a cart holds, one per product, at the price of the size it holds. */
async function cartLadderOffers(db: Db, cart: CartRow) {
  const seen = new Set<number>();
  const offers = [];
  for (const line of await cartLines(db, cart.id)) {
    if (seen.has(line.product_uid) || !line.is_active) continue;
    seen.add(line.product_uid);
    const offer = ladderOffer({
      uid: line.product_uid,
      marked: line.price_marked,
      effective: line.price_effective,
      tiers: line.bulk_tiers,
    });
    if (offer) offers.push(offer);
  }
  return offers;
}

/** The caller's open cart with this number (`uid`), or 404 as for anyone else's. */
async function cartByNumber(db: Db, caller: Caller, uid: number): Promise<CartRow> {
  for (const buyNow of [false, true]) {
    const cart = caller.owner && (await openCart(db, caller.owner, buyNow));
    if (cart && Number(cart.uid) === uid) return cart;
  }
  throw notFound('Cart not found');
}

/**
 * Offers and what changes a cart's breakup besides its lines: ladder prices, promotions and payment offers, reward
 * points, and the breakup update.
 */
export function registerCartOffers(on: On, services: Services): void {
  const { db } = services;

  // The tiers hold in every store that sells the product: store_id changes nothing.
  on(
    endpoints.getLadderOffers,
    async ({ query }) => {
      const offer = ladderOf(await productBySlug(db, query.slug));
      const offers = offer && (!query.promotion_id || query.promotion_id === offer.id) ? [offer] : [];
      return {
        available_offers: offers.slice(0, query.page_size ?? DEFAULT_PAGE_SIZE),
        currency: { code: CURRENCY.currency_code, symbol: CURRENCY.currency_symbol },
      };
    },
    { cacheSeconds: 60, changesWith: 'catalogue' },
  );

  // A product's offers (by slug), else those of the caller's cart (cart_id), else the shop's payment offers.
  on(endpoints.getPromotionOffers, async ({ query }, c) => {
    const cart = query.cart_id
      ? await existingCart(db, await cartCaller(db, c), { id: query.cart_id })
      : undefined;
    const ladders = query.slug
      ? [ladderOf(await productBySlug(db, query.slug))].filter((offer) => offer !== undefined)
      : cart
        ? await cartLadderOffers(db, cart)
        : [];
    const payments = await currentPaymentOffers(db, c.get('application').id, new Date());
    const filters: PromotionFilters = query;
    const offers = [...ladders.map(ladderPromotion), ...payments.map(paymentPromotion)].filter((offer) =>
      matchesFilters(offer, filters),
    );
    return { available_promotions: offers.slice(0, query.page_size ?? DEFAULT_PAGE_SIZE) };
  });

  on(endpoints.getPromotions, async ({ query }, c) => {
    const offers = (await currentPaymentOffers(db, c.get('application').id, new Date()))
      .map(paymentPromotion)
      .filter((offer) => matchesFilters(offer, { promotion_type: query.promotion_type }));
    const size = query.page_size ?? DEFAULT_PAGE_SIZE;
    const current = query.page_no ?? 1;
    return {
      available_promotions: offers.slice((current - 1) * size, current * size),
      page: {
        type: 'number' as const,
        current,
        size,
        item_total: offers.length,
        has_next: current * size < offers.length,
        has_previous: current > 1,
      },
    };
  });

  // With a cart (id, uid, or the caller's own), each offer says whether its coupon holds for that cart now.
  on(endpoints.getPromotionPaymentOffers, async ({ query }, c) => {
    const applicationId = c.get('application').id;
    const caller = await cartCaller(db, c);
    let cart = query.id ? await existingCart(db, caller, { id: query.id }) : undefined;
    if (query.uid !== undefined) {
      if (cart && Number(cart.uid) !== query.uid) throw notFound('Cart not found');
      cart = cart ?? (await cartByNumber(db, caller, query.uid));
    }
    cart = cart ?? (await namedCart(db, caller, {}));
    const now = new Date();
    const offers = (await currentPaymentOffers(db, applicationId, now)).slice(0, PAYMENT_OFFERS_SHOWN);
    const priced = cart && (await priceCart(db, applicationId, sellerOf(c), cart));
    const promotions = await Promise.all(
      offers.map(async (offer) => {
        if (!priced) return paymentOfferView(offer, applicationId);
        const usedByShopper = caller.userId
          ? await couponUses(db, applicationId, offer.coupon.code, caller.userId)
          : 0;
        const judgement = judgeCoupon(offer.coupon, { subtotal: priced.totals.subtotal, now, usedByShopper });
        return paymentOfferView(offer, applicationId, judgement);
      }),
    );
    return { success: true, promotions };
  });

  on(endpoints.applyRewardPoints, async ({ query, body }, c) => {
    if (!canRedeemPoints(await loadSettings(db, c.get('application').id)))
      throw badRequest(REWARD_POINTS_OFF);
    const caller = await cartCaller(db, c);
    if (!caller.userId) throw unauthorized(REWARD_POINTS_NEED_SIGN_IN);
    const cart = await existingCart(db, caller, { id: query.id, buyNow: query.buy_now });
    await db
      .updateTable('carts')
      .set({ redeem_points: body.points, updated_at: sql`now()` })
      .where('id', '=', cart.id)
      .execute();
    return answerCart(db, c, await cartById(db, cart.id), query);
  });

  // Store credit is all the breakup update takes, and this shop does not take it yet: refused, never ignored.
  on(endpoints.updateCartBreakup, async ({ query, body }, c) => {
    if (body.store_credit === true) throw badRequest(STORE_CREDIT_UNSUPPORTED);
    const cart = await existingCart(db, await cartCaller(db, c), { id: query.id, buyNow: query.buy_now });
    return { success: true, message: 'Cart breakup updated', cart: await answerCart(db, c, cart, query) };
  });
}
