import { z } from 'zod';
import { cartAddress } from './cart-address';
import { cartCalls } from './cart-calls';
import { cartCheckout } from './cart-checkout';
import { cartOffers } from './cart-offers';
import { cartShare } from './cart-share';
import { noParams, queryInt, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/cart/v1.0';
const money = z.number().optional();
const text = z.string().optional();

/** One quantity tier: the unit price from `quantity` items up (OfferItem). */
const BulkOffer = z.looseObject({
  quantity: z.number().optional(),
  price: z
    .looseObject({
      marked: money,
      effective: money,
      bulk_effective: money,
      currency_code: text,
      currency_symbol: text,
    })
    .optional(),
  /** Percent saved on the effective price. */
  margin: z.number().optional(),
  /** Price of `quantity` items at the tier's unit price. */
  total: z.number().optional(),
  best: z.boolean().optional(),
  auto_applied: z.boolean().optional(),
  type: text,
});

export const BulkPriceResponse = z.looseObject({
  data: z
    .array(
      z.looseObject({
        offers: z.array(BulkOffer).optional(),
        seller: z.looseObject({ uid: z.number().optional(), name: text }).optional(),
      }),
    )
    .optional(),
});

/** The cart module's calls: the cart and its coupons, bulk prices, and the address book. */
export const cart = {
  /** Quantity tiers of a product, named by slug, uid or item id (and optionally an article). */
  getBulkDiscountOffers: endpoint({
    method: 'GET',
    path: `${BASE}/bulk-price`,
    params: noParams,
    query: z.strictObject({
      item_id: queryInt(1, 2_147_483_647, 'item_id').optional(),
      article_id: queryText(100, 'article_id').optional(),
      uid: queryInt(1, 2_147_483_647, 'uid').optional(),
      slug: queryText(200, 'slug').optional(),
    }),
    body: undefined,
    response: BulkPriceResponse,
  }),
  ...cartCalls,
  ...cartShare,
  ...cartOffers,
  ...cartCheckout,
  ...cartAddress,
} as const;
