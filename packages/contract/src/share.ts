import { z } from 'zod';
import { noParams, noQuery, slugParam } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/share/v1.0';

const text = z.string();
const Redirect = z.looseObject({ link: text.optional(), type: text.optional() });
const Redirects = z.looseObject({
  ios: Redirect.optional(),
  android: Redirect.optional(),
  web: Redirect.optional(),
  force_web: z.boolean().optional(),
});
const Campaign = z.looseObject({ source: text.optional(), medium: text.optional() });
const Attribution = z.looseObject({ campaign_cookie_expiry: text.optional() });
const SocialMediaTags = z.looseObject({
  title: text.optional(),
  description: text.optional(),
  image: text.optional(),
});

/** A web address to shorten or encode: http or https only, as a browser would open it. */
export const webAddress = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === 'http:' || protocol === 'https:';
      } catch {
        return false;
      }
    }, `${label} must be a web address starting with http:// or https://`);

/** What the shop's short links look like: letters, digits, '-' and '_'. */
export const SHORT_LINK_HASH = /^[A-Za-z0-9_-]{4,64}$/;
const hashParam = z.object({
  hash: z.string().regex(SHORT_LINK_HASH, 'hash must be 4 to 64 letters, digits, - or _'),
});

const ShortLinkRequest = z.object({
  title: z.string({ error: 'title is required' }).trim().max(200, 'title must be at most 200 characters'),
  url: webAddress('url'),
  hash: z.string().regex(SHORT_LINK_HASH, 'hash must be 4 to 64 letters, digits, - or _').optional(),
  active: z.boolean().optional(),
  expire_at: z.iso.datetime({ offset: true, error: 'expire_at must be an ISO date and time' }).optional(),
  enable_tracking: z.boolean().optional(),
  personalized: z.boolean().optional(),
  campaign: Campaign.optional(),
  redirects: Redirects.optional(),
  attribution: Attribution.optional(),
  social_media_tags: SocialMediaTags.optional(),
  count: z.number().optional(),
});

export const ShortLink = z.looseObject({
  _id: text,
  title: text,
  url: z.looseObject({ original: text, hash: text, short_url: text }),
  active: z.boolean(),
  enable_tracking: z.boolean().optional(),
  expire_at: text.optional(),
  application: text,
  user_id: text.optional(),
  created_at: text,
  updated_at: text,
  personalized: z.boolean().optional(),
  campaign: Campaign.optional(),
  redirects: Redirects.optional(),
  attribution: Attribution.optional(),
  social_media_tags: SocialMediaTags.optional(),
  count: z.number(),
});

const QRCode = z.looseObject({ link: text, svg: text });

const qr = <P extends z.ZodObject, Q extends z.ZodObject>(path: string, params: P, query: Q) =>
  endpoint({ method: 'POST', path: `${BASE}${path}`, params, query, body: undefined, response: QRCode });

/** Endpoints of the share module: short links and QR codes. */
export const share = {
  createShortLink: endpoint({
    method: 'POST',
    path: `${BASE}/links/short-link/`,
    params: noParams,
    query: noQuery,
    body: ShortLinkRequest,
    response: ShortLink,
  }),
  getShortLinkByHash: endpoint({
    method: 'GET',
    path: `${BASE}/links/short-link/{hash}/`,
    params: hashParam,
    query: noQuery,
    body: undefined,
    response: ShortLink,
  }),
  getOriginalShortLinkByHash: endpoint({
    method: 'GET',
    path: `${BASE}/links/short-link/{hash}/original/`,
    params: hashParam,
    query: noQuery,
    body: undefined,
    response: ShortLink,
  }),
  getApplicationQRCode: qr('/qr/', noParams, noQuery),
  getProductQRCodeBySlug: qr('/qr/products/{slug}/', z.object({ slug: slugParam }), noQuery),
  getCollectionQRCodeBySlug: qr('/qr/collection/{slug}/', z.object({ slug: slugParam }), noQuery),
  getUrlQRCode: qr('/qr/url/', noParams, z.strictObject({ url: webAddress('url') })),
} as const;
