import { z } from 'zod';
import { CartDetailResponse, UpdateCartDetailResponse } from './cart-models';
import { noParams, Page, queryBool, queryInt, queryText } from './common';
import { endpoint } from './endpoint';

// Offers on products and carts (ladder prices, promotions, payment offers) and what changes a cart's breakup
// besides its lines (reward points, the breakup update).

const BASE = '/service/application/cart/v1.0';
const text = z.string().optional();
const money = z.number().optional();
const flag = (name: string) => queryBool(name).optional();
const cartId = queryText(40, 'id').optional();
const pageSize = queryInt(1, 100, 'page_size').optional();
const storeId = queryInt(1, 2_147_483_647, 'store_id').optional();
const slug = queryText(200, 'slug');

/** A promotion as product and cart pages list it (PromotionOffer). */
const PromotionOffer = z.looseObject({
  id: text,
  buy_rules: z.unknown().optional(),
  offer_text: text,
  promotion_type: text,
  promotion_name: text,
  promotion_group: text,
  valid_till: text,
  discount_rules: z.array(z.unknown()).optional(),
  description: text,
});

export const PromotionOffersResponse = z.looseObject({
  available_promotions: z.array(PromotionOffer).optional(),
});

export const PromotionsResponse = z.looseObject({
  available_promotions: z.array(PromotionOffer).optional(),
  page: Page.optional(),
});

const LadderOfferItem = z.looseObject({
  price: z
    .looseObject({
      marked: money,
      effective: money,
      /** The unit price at this step of the ladder. */
      offer_price: money,
      currency_code: text,
      currency_symbol: text,
    })
    .optional(),
  margin: z.number().optional(),
  min_quantity: z.number().optional(),
  max_quantity: z.number().optional(),
  type: text,
});

const LadderPriceOffer = z.looseObject({
  id: text,
  buy_rules: z.unknown().optional(),
  calculate_on: text,
  offer_text: text,
  promotion_group: text,
  valid_till: text,
  discount_rules: z.array(z.unknown()).optional(),
  offer_prices: z.array(LadderOfferItem).optional(),
  description: text,
});

export const LadderPriceOffers = z.looseObject({
  available_offers: z.array(LadderPriceOffer).optional(),
  currency: z.looseObject({ code: text, symbol: text }).optional(),
});

const PromotionPaymentOffer = z.looseObject({
  id: text,
  application_id: text,
  promotion_name: text,
  promotion_group: text,
  promotion_type: text,
  offer_text: text,
  description: text,
  calculate_on: text,
  buy_rules: z.array(z.unknown()).optional(),
  discount_rules: z.array(z.unknown()).optional(),
});

export const PromotionPaymentOffersResponse = z.looseObject({
  success: z.boolean().optional(),
  promotions: z.array(PromotionPaymentOffer).optional(),
});

export const RewardPointRequest = z.object({
  points: z.boolean({ error: 'points must be true (redeem) or false (do not redeem)' }),
});

/** The breakup update (v3's UpdateCartBreakup): only what the platform takes; anything else is named back. */
export const UpdateCartBreakupRequest = z.strictObject({
  store_credit: z.boolean({ error: 'store_credit must be true or false' }).optional(),
});

export const cartOffers = {
  getLadderOffers: endpoint({
    method: 'GET',
    path: `${BASE}/available-ladder-prices`,
    params: noParams,
    query: z.strictObject({
      slug,
      store_id: storeId,
      promotion_id: queryText(60, 'promotion_id').optional(),
      page_size: pageSize,
    }),
    body: undefined,
    response: LadderPriceOffers,
  }),
  getPromotionOffers: endpoint({
    method: 'GET',
    path: `${BASE}/available-promotions`,
    params: noParams,
    query: z.strictObject({
      slug: slug.optional(),
      page_size: pageSize,
      promotion_group: queryText(40, 'promotion_group').optional(),
      store_id: storeId,
      cart_type: queryText(40, 'cart_type').optional(),
      promotion_type: queryText(40, 'promotion_type').optional(),
      cart_id: queryText(40, 'cart_id').optional(),
      auto_apply: flag('auto_apply'),
    }),
    body: undefined,
    response: PromotionOffersResponse,
  }),
  /** The shop's promotions (GET promotion; newer SDKs call it getPromotions, v3.4.2 has no method for it). */
  getPromotions: endpoint({
    method: 'GET',
    path: `${BASE}/promotion`,
    params: noParams,
    query: z.strictObject({
      page_size: pageSize,
      page_no: queryInt(1, 10_000, 'page_no').optional(),
      promotion_type: queryText(40, 'promotion_type').optional(),
    }),
    body: undefined,
    response: PromotionsResponse,
  }),
  getPromotionPaymentOffers: endpoint({
    method: 'GET',
    path: `${BASE}/available-payment-offers`,
    params: noParams,
    query: z.strictObject({ id: cartId, uid: queryInt(1, Number.MAX_SAFE_INTEGER, 'uid').optional() }),
    body: undefined,
    response: PromotionPaymentOffersResponse,
  }),
  applyRewardPoints: endpoint({
    method: 'POST',
    path: `${BASE}/redeem/points/`,
    params: noParams,
    query: z.strictObject({ id: cartId, i: flag('i'), b: flag('b'), buy_now: flag('buy_now') }),
    body: RewardPointRequest,
    response: CartDetailResponse,
  }),
  updateCartBreakup: endpoint({
    method: 'PATCH',
    path: `${BASE}/detail`,
    params: noParams,
    query: z.strictObject({
      id: cartId,
      i: flag('i'),
      b: flag('b'),
      buy_now: flag('buy_now'),
      cart_type: queryText(40, 'cart_type').optional(),
    }),
    body: UpdateCartBreakupRequest,
    response: UpdateCartDetailResponse,
  }),
} as const;
