import { z } from 'zod';
import { noParams, queryInt, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/rewards/v1.0';

/** The points history's default and largest page (cursor pages, `page_id` from `page.next_id`). */
export const POINTS_HISTORY_PAGE = { size: 10, max: 50 } as const;

/** The offers getOfferByName knows. */
export const REWARD_OFFER_NAMES = ['signup', 'referral'] as const;

const text = z.string();

const Schedule = z.looseObject({
  duration: z.number().optional(),
  end: text.optional(),
  start: text.optional(),
  cron: text.optional(),
});

const ShareMessages = z.looseObject({
  message: text.optional(),
  text: text.optional(),
  whatsapp: text.optional(),
  sms: text.optional(),
  fallback: text.optional(),
});

/** An offer of points (Offer): what the shopper gets, for what, and until when. */
export const Offer = z.looseObject({
  name: text,
  type: text,
  active: z.boolean(),
  application_id: text,
  text: text,
  sub_text: text,
  url: text,
  _schedule: Schedule,
  share: ShareMessages.optional(),
  /** The points the offer gives (the referral offer: what the referrer gets). */
  rule: z.looseObject({ points: z.number(), referee_points: z.number().optional() }),
  created_at: text,
  updated_at: text,
});

const DiscountProperties = z.looseObject({
  absolute: z.number(),
  currency: text,
  display_absolute: text,
  display_percent: text,
  percent: z.number(),
});

const PointsEntry = z.looseObject({
  _id: text,
  application_id: text,
  claimed: z.boolean(),
  created_at: text,
  expires_on: text.optional(),
  meta: z.looseObject({}),
  points: z.number(),
  remaining_points: z.number(),
  text_1: text,
  text_2: text,
  text_3: text,
  txn_name: text,
  updated_at: text,
  user_id: text,
});
export type PointsEntry = z.output<typeof PointsEntry>;

const RewardsArticle = z.looseObject({
  id: z.string('articles[].id is required').min(1, 'articles[].id is required').max(80),
  points: z.number().optional(),
  price: z
    .number('articles[].price must be a number')
    .min(0, 'articles[].price cannot be negative')
    .max(100_000_000, 'articles[].price is too large'),
});

export const ReferralDetails = z.looseObject({
  referral: Offer,
  share: ShareMessages,
  user: z.looseObject({
    blocked: z.boolean(),
    points: z.number(),
    redeemed: z.boolean(),
    referral_code: text,
  }),
  referrer_info: text,
  terms_conditions_link: text,
});

export const rewards = {
  getUserPoints: endpoint({
    method: 'GET',
    path: `${BASE}/user/points/`,
    params: noParams,
    query: z.strictObject({}),
    body: undefined,
    response: z.looseObject({ points: z.number() }),
  }),
  getUserPointsHistory: endpoint({
    method: 'GET',
    path: `${BASE}/user/points/history/`,
    params: noParams,
    query: z.strictObject({
      page_id: queryText(40, 'page_id').optional(),
      page_size: queryInt(1, POINTS_HISTORY_PAGE.max, 'page_size').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(PointsEntry),
      page: z.looseObject({
        type: z.literal('cursor'),
        next_id: text.optional(),
        has_next: z.boolean(),
        has_previous: z.boolean(),
        size: z.number(),
      }),
    }),
  }),
  getUserReferralDetails: endpoint({
    method: 'GET',
    path: `${BASE}/user/referral/`,
    params: noParams,
    query: z.strictObject({}),
    body: undefined,
    response: ReferralDetails,
  }),
  redeemReferralCode: endpoint({
    method: 'POST',
    path: `${BASE}/user/referral/redeem/`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      referral_code: z
        .string('referral_code is required')
        .trim()
        .min(1, 'referral_code is required')
        .max(20, 'referral_code must be at most 20 characters'),
      device_id: z.string().max(200, 'device_id must be at most 200 characters').optional(),
    }),
    response: z.looseObject({
      redeemed: z.boolean(),
      message: text,
      referrer_info: text,
      referrer_id: text,
      points: z.number(),
    }),
  }),
  getOfferByName: endpoint({
    method: 'GET',
    path: `${BASE}/offers/{name}/`,
    params: z.object({ name: z.string().min(1, 'name is required').max(40, 'name is too long') }),
    query: z.strictObject({}),
    body: undefined,
    response: Offer,
  }),
  catalogueOrder: endpoint({
    method: 'POST',
    path: `${BASE}/catalogue/offer/order/`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      articles: z
        .array(RewardsArticle, 'articles must be a list')
        .max(100, 'at most 100 articles at once')
        .optional(),
    }),
    response: z.looseObject({
      articles: z.array(z.looseObject({ id: text, points: z.number(), price: z.number() })),
    }),
  }),
  getOrderDiscount: endpoint({
    method: 'POST',
    path: `${BASE}/user/offer/order-discount/`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      order_amount: z
        .number('order_amount is required and must be a number')
        .min(0, 'order_amount cannot be negative')
        .max(100_000_000, 'order_amount is too large'),
      currency: z.literal(['INR', ''], 'currency must be INR').optional(),
    }),
    response: z.looseObject({
      order_amount: z.number(),
      points: z.number(),
      discount: DiscountProperties,
      base_discount: DiscountProperties,
      applied_rule_bucket: z.looseObject({
        low: z.number(),
        high: z.number(),
        max: z.number(),
        value: z.number(),
        value_type: text,
      }),
    }),
  }),
} as const;
