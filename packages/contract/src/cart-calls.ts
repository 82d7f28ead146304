import { z } from 'zod';
import {
  AddCartDetailResponse,
  CartDetailResponse,
  CartItemCountResponse,
  CartMetaResponse,
  DeleteCartDetailResponse,
  GetCouponResponse,
  UpdateCartDetailResponse,
} from './cart-models';
import { noParams, queryBool, queryInt, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/cart/v1.0';

/** The most of one article a cart may hold: a shop's own limit, far above what a shopper buys at once. */
export const MAX_ITEM_QUANTITY = 10;
/** The most lines one cart may hold. */
export const MAX_CART_LINES = 50;

const cartId = queryText(40, 'id');
const flag = (name: string) => queryBool(name).optional();
/** The flags most cart calls take: which cart (`id`, `buy_now`) and what to send back (`i` items, `b` breakup). */
const whichCart = {
  id: cartId.optional(),
  buy_now: flag('buy_now'),
  i: flag('i'),
  b: flag('b'),
};
const areaCode = queryText(20, 'area_code').optional();
const orderType = queryText(40, 'order_type').optional();
const cartType = queryText(40, 'cart_type').optional();

const quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(0, 'quantity must not be negative')
  .max(MAX_ITEM_QUANTITY, `quantity must be at most ${MAX_ITEM_QUANTITY}`);
const articleId = z.string().max(60, 'article_id must be at most 60 characters');
const meta = z.record(z.string(), z.unknown()).optional();
const identifiers = z
  .array(z.record(z.string(), z.string().max(200)))
  .max(10)
  .optional();

/** One article to add (AddProductCart): by `article_id`, or by `item_id` and `item_size` (the store then chosen). */
const ItemToAdd = z.object({
  item_id: z.number().int().positive().optional(),
  item_size: z.string().max(40, 'item_size must be at most 40 characters').optional(),
  article_id: articleId.optional(),
  store_id: z.number().int().positive().optional(),
  seller_id: z.number().int().optional(),
  quantity: quantity.min(1, 'quantity must be at least 1').optional(),
  display: z.string().max(200).optional(),
  pos: z.boolean().optional(),
  seller_identifier: z.string().max(200).optional(),
  parent_item_identifiers: identifiers,
  product_group_tags: z.array(z.string().max(100).nullable()).max(10).optional(),
  article_assignment: meta,
  extra_meta: meta,
  meta,
  _custom_json: meta,
});

export const AddCartRequest = z.object({
  items: z
    .array(ItemToAdd)
    .min(1, 'items must hold at least one article')
    .max(MAX_CART_LINES, `items may hold at most ${MAX_CART_LINES} articles`),
  new_cart: z.boolean().optional(),
});
export type AddCartRequest = z.output<typeof AddCartRequest>;

/** One line to change (UpdateProductCart): named by its identifier, or its article id, or item and size. */
const ItemToUpdate = z.object({
  identifiers: z.object({ identifier: z.string().max(100).optional() }),
  article_id: articleId.optional(),
  item_id: z.number().int().positive().optional(),
  item_size: z.string().max(40).optional(),
  item_index: z.number().int().min(0).optional(),
  quantity: quantity.optional(),
  parent_item_identifiers: z.unknown().optional(),
  extra_meta: meta,
  meta,
  _custom_json: meta,
});

export const CART_OPERATIONS = ['update_item', 'remove_item'] as const;

export const UpdateCartRequest = z.object({
  operation: z.enum(CART_OPERATIONS, { error: `operation must be one of ${CART_OPERATIONS.join(', ')}` }),
  items: z
    .array(ItemToUpdate)
    .min(1, 'items must hold at least one line')
    .max(MAX_CART_LINES, `items may hold at most ${MAX_CART_LINES} lines`),
});
export type UpdateCartRequest = z.output<typeof UpdateCartRequest>;

export const CHECKOUT_MODES = ['self', 'other'] as const;

export const CartMetaRequest = z.object({
  checkout_mode: z
    .enum(CHECKOUT_MODES, { error: `checkout_mode must be one of ${CHECKOUT_MODES.join(', ')}` })
    .optional(),
  comment: z.string().max(500, 'comment must be at most 500 characters').optional(),
  gstin: z
    .string()
    .regex(/^$|^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'gstin must be a 15-character GSTIN')
    .optional(),
  pick_up_customer_details: meta,
  custom_cart_meta: meta,
  delivery_slots: meta,
  gift_details: meta,
});

/** A coupon code as shoppers type it: letters, digits, '-' and '_'. */
export const ApplyCouponRequest = z.object({
  coupon_code: z
    .string({ error: 'coupon_code is required' })
    .trim()
    .min(1, 'coupon_code is required')
    .max(30, 'coupon_code must be at most 30 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'coupon_code may hold only letters, digits, - and _'),
});

/** The cart module's calls on the cart itself: its lines, count, meta and coupons. */
export const cartCalls = {
  getCart: endpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    params: noParams,
    query: z.strictObject({
      ...whichCart,
      c: flag('c'),
      assign_card_id: queryText(100, 'assign_card_id').optional(),
      area_code: areaCode,
      order_type: orderType,
    }),
    body: undefined,
    response: CartDetailResponse,
  }),
  addItems: endpoint({
    method: 'POST',
    path: `${BASE}/detail`,
    params: noParams,
    query: z.strictObject({ ...whichCart, area_code: areaCode, order_type: orderType }),
    body: AddCartRequest,
    response: AddCartDetailResponse,
  }),
  updateCart: endpoint({
    method: 'PUT',
    path: `${BASE}/detail`,
    params: noParams,
    query: z.strictObject({ ...whichCart, area_code: areaCode, order_type: orderType, cart_type: cartType }),
    body: UpdateCartRequest,
    response: UpdateCartDetailResponse,
  }),
  getItemCount: endpoint({
    method: 'GET',
    path: `${BASE}/basic`,
    params: noParams,
    query: z.strictObject({ id: cartId.optional(), buy_now: flag('buy_now') }),
    body: undefined,
    response: CartItemCountResponse,
  }),
  deleteCart: endpoint({
    method: 'PUT',
    path: `${BASE}/cart_archive`,
    params: noParams,
    query: z.strictObject({ id: cartId.optional() }),
    body: undefined,
    response: DeleteCartDetailResponse,
  }),
  updateCartMeta: endpoint({
    method: 'PUT',
    path: `${BASE}/meta`,
    params: noParams,
    query: z.strictObject({ id: cartId.optional(), buy_now: flag('buy_now') }),
    body: CartMetaRequest,
    response: CartMetaResponse,
  }),
  getCoupons: endpoint({
    method: 'GET',
    path: `${BASE}/coupon`,
    params: noParams,
    query: z.strictObject({
      id: cartId.optional(),
      buy_now: flag('buy_now'),
      slug: queryText(200, 'slug').optional(),
      product_slug: queryText(200, 'product_slug').optional(),
      store_id: queryInt(1, 2_147_483_647, 'store_id').optional(),
    }),
    body: undefined,
    response: GetCouponResponse,
  }),
  applyCoupon: endpoint({
    method: 'POST',
    path: `${BASE}/coupon`,
    params: noParams,
    query: z.strictObject({ ...whichCart, p: flag('p'), cart_type: cartType }),
    body: ApplyCouponRequest,
    response: CartDetailResponse,
  }),
  removeCoupon: endpoint({
    method: 'DELETE',
    path: `${BASE}/coupon`,
    params: noParams,
    query: z.strictObject({ id: cartId.optional(), buy_now: flag('buy_now') }),
    body: undefined,
    response: CartDetailResponse,
  }),
} as const;
