import { z } from 'zod';
import { CartDetailResponse } from './cart-models';
import { noParams, noQuery } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/cart/v1.0';
const text = z.string().optional();

/** A shared cart's token: 24 letters, digits, '-' and '_' (144 random bits). */
export const SHARED_CART_TOKEN = /^[A-Za-z0-9_-]{24}$/;
/** What a shopper may do with a shared cart: add its lines to their own, or swap their lines for them. */
export const SHARED_CART_ACTIONS = ['merge', 'replace'] as const;
/** The most a share link's meta may hold, as JSON: a store, a staff member and a few notes, not a document. */
export const MAX_SHARE_META_CHARS = 1000;

const token = z
  .string()
  .regex(SHARED_CART_TOKEN, 'token must be the 24-character code of a shared cart link');

/** The store and staff member a cart was put together with (spec §3, Cart share), and other short notes. */
const ShareMeta = z
  .looseObject({
    ordering_store: z
      .number({ error: 'meta.ordering_store must be a store number' })
      .int('meta.ordering_store must be a store number')
      .positive('meta.ordering_store must be a store number')
      .optional(),
    selected_staff: z
      .union([z.string().max(40), z.looseObject({ _id: z.string().max(40) })], {
        error: 'meta.selected_staff must be a staff member’s _id, or the staff member with their _id',
      })
      .optional(),
  })
  .refine(
    (meta) => JSON.stringify(meta).length <= MAX_SHARE_META_CHARS,
    `meta must be at most ${MAX_SHARE_META_CHARS} characters as JSON`,
  );

export const GetShareCartLinkRequest = z.object({
  id: z.string().max(40, 'id must be at most 40 characters').optional(),
  meta: ShareMeta.optional(),
});

export const GetShareCartLinkResponse = z.looseObject({
  token: text,
  share_url: text,
  success: z.boolean().optional(),
});

const SharedCartDetails = z.looseObject({
  token: text,
  /** Who shared it: a first name at most. */
  user: z.unknown().optional(),
  created_on: text,
  expires_on: text,
  source: z.unknown().optional(),
  meta: z.unknown().optional(),
});

export const SharedCart = CartDetailResponse.extend({ shared_cart_details: SharedCartDetails.optional() });

export const SharedCartResponse = z.looseObject({ error: text, cart: SharedCart.optional() });

/** The cart module's calls for sharing a cart by link. */
export const cartShare = {
  getCartShareLink: endpoint({
    method: 'POST',
    path: `${BASE}/share-cart`,
    params: noParams,
    query: noQuery,
    body: GetShareCartLinkRequest,
    response: GetShareCartLinkResponse,
  }),
  getCartSharedItems: endpoint({
    method: 'GET',
    path: `${BASE}/share-cart/{token}`,
    params: z.object({ token }),
    query: noQuery,
    body: undefined,
    response: SharedCartResponse,
  }),
  updateCartWithSharedItems: endpoint({
    method: 'POST',
    path: `${BASE}/share-cart/{token}/{action}`,
    params: z.object({
      token,
      action: z.enum(SHARED_CART_ACTIONS, {
        error: `action must be one of ${SHARED_CART_ACTIONS.join(', ')}`,
      }),
    }),
    query: noQuery,
    body: undefined,
    response: SharedCartResponse,
  }),
} as const;
