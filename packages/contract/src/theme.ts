import { z } from 'zod';
import { queryBool, queryInt, queryText } from './common';
import { ContentAction } from './content';
import { endpoint } from './endpoint';

const BASE = '/service/application/theme';
const text = z.string().optional();
const flag = z.boolean().optional();

/** The page slugs every theme has a template for. */
export const THEME_PAGE_SLUGS = [
  'home',
  'brands',
  'categories',
  'collections',
  'product-listing',
  'brand-listing',
  'category-listing',
  'collection-listing',
  'product-description',
  'cart-landing',
] as const;

/** Every page value a theme may configure (system pages). */
export const AVAILABLE_PAGE_SLUGS = [
  'about-us',
  'blog',
  'blog-detail',
  'brands',
  'cart-landing',
  'cart-delivery',
  'cart-review',
  'cart-payment',
  'categories',
  'collections',
  'collection-listing',
  'compare-products',
  'contact-us',
  'faq',
  'home',
  'locate-us',
  'order-status',
  'order-tracking',
  'order-tracking-details',
  'orders-list',
  'product-description',
  'product-listing',
  'product-reviews',
  'add-product-review',
  'profile',
  'profile-address',
  'profile-details',
  'shipment-details',
  'shared-cart',
  'wishlist',
  'section-page',
  'login',
  'register',
  'forgot-password',
  'set-password',
  'edit-profile',
  'verify-mobile',
  'verify-email',
  'verify-email-link',
  'account-locked',
  'coupons',
  'single-page-checkout',
  'shipping-policy',
  'return-policy',
  'tnc',
  'privacy-policy',
] as const;

/** Rules that hide a section: by screen width, by sign-in state, and by route. */
const Predicate = z.looseObject({
  screen: z.looseObject({ mobile: flag, tablet: flag, desktop: flag }).optional(),
  user: z.looseObject({ authenticated: flag, anonymous: flag }).optional(),
  route: z.looseObject({ selected: text, exact_url: text, query: z.unknown().optional() }).optional(),
  schedule: z.looseObject({ cron: text, start: text, end: text }).optional(),
  platform: z.looseObject({ ios: flag, android: flag, web: flag }).optional(),
  zones: z.array(z.string()).optional(),
});

/** One section placed on a page: `props` is `{ <prop id>: { type, value } }`. */
const PageSection = z.looseObject({
  name: text,
  label: text,
  source: text,
  props: z.unknown().optional(),
  blocks: z.array(z.unknown()).optional(),
  preset: z.unknown().optional(),
  predicate: Predicate.optional(),
});

const PageSeo = z.looseObject({
  title: text,
  description: text,
  canonical_url: text,
  meta_tags: z
    .array(
      z.looseObject({ title: text, items: z.array(z.looseObject({ key: text, value: text })).optional() }),
    )
    .optional(),
  sitemap: z.looseObject({ priority: z.number().optional(), frequency: text }).optional(),
  breadcrumb: z.array(z.looseObject({ url: text, action: ContentAction.optional() })).optional(),
  _id: text,
});

const AvailablePage = z.looseObject({
  _id: text,
  value: text,
  text: text,
  path: text,
  type: text,
  theme: text,
  props: z.array(z.unknown()).optional(),
  seo: PageSeo.optional(),
  sections_meta: z.array(z.looseObject({ attributes: z.unknown().optional() })).optional(),
  sections: z.array(PageSection).optional(),
});

const FontVariant = z.looseObject({ name: z.string(), file: z.string() });

const ThemeConfiguration = z.looseObject({
  name: text,
  global_config: z.unknown().optional(),
  page: z.array(z.string()).optional(),
});

const Theme = z.looseObject({
  _id: text,
  name: text,
  application_id: text,
  applied: flag,
  is_private: flag,
  tags: z.array(z.string()).optional(),
  version: text,
  theme_type: text,
  company_id: z.number().optional(),
  created_at: text,
  updated_at: text,
  styles: z.unknown().optional(),
  font: z
    .looseObject({
      family: z.string(),
      variants: z.looseObject({
        light: FontVariant.optional(),
        regular: FontVariant.optional(),
        medium: FontVariant.optional(),
        semi_bold: FontVariant.optional(),
        bold: FontVariant.optional(),
      }),
    })
    .optional(),
  config: z
    .looseObject({
      current: z.string(),
      list: z.array(ThemeConfiguration),
      global_schema: z
        .looseObject({
          props: z
            .array(z.looseObject({ type: text, category: text, id: text, label: text, info: text }))
            .optional(),
        })
        .optional(),
      preset: z
        .looseObject({
          pages: z
            .array(z.looseObject({ value: text, sections: z.array(z.unknown()).optional() }))
            .optional(),
        })
        .optional(),
    })
    .optional(),
  meta: z.looseObject({ name: text, slug: text, description: text }).optional(),
  assets: z.unknown().optional(),
  available_sections: z
    .array(
      z.looseObject({
        name: text,
        label: text,
        props: z.array(z.unknown()).optional(),
        blocks: z.array(z.unknown()).optional(),
      }),
    )
    .optional(),
});

const themeIdParam = z
  .string()
  .min(1, 'theme_id is required')
  .max(100, 'theme_id must be at most 100 characters');
const filtersQuery = z.strictObject({ filters: queryBool('filters').optional() });

/** Endpoints of the theme module. */
export const theme = {
  getAllPages: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/{theme_id}/page`,
    params: z.object({ theme_id: themeIdParam }),
    query: z.strictObject({}),
    body: undefined,
    response: z.looseObject({ pages: z.array(AvailablePage).optional() }),
  }),
  getAppliedTheme: endpoint({
    method: 'GET',
    path: `${BASE}/v2.0/applied-theme`,
    params: z.object({}),
    query: filtersQuery,
    body: undefined,
    response: Theme,
  }),
  getPage: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/{theme_id}/{page_value}`,
    params: z.object({
      theme_id: themeIdParam,
      page_value: z
        .string()
        .min(1, 'page_value is required')
        .max(100, 'page_value must be at most 100 characters'),
    }),
    query: filtersQuery.extend({
      section_preview_hash: queryText(200, 'section_preview_hash').optional(),
      company: queryInt(0, 2_147_483_647, 'company').optional(),
    }),
    body: undefined,
    response: AvailablePage,
  }),
  getThemeForPreview: endpoint({
    method: 'GET',
    path: `${BASE}/v2.0/{theme_id}/preview`,
    params: z.object({ theme_id: themeIdParam }),
    query: filtersQuery,
    body: undefined,
    response: Theme,
  }),
} as const;
