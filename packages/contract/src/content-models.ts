import { z } from 'zod';

/** Response models of the content module (the v1.4.13 Joi models, as zod). */
const text = z.string().optional();
const flag = z.boolean().optional();
const texts = z.array(z.string()).optional();

/** The page types an action may point at (the platform's PageType list). */
export const ACTION_PAGE_TYPES = [
  'about-us',
  'addresses',
  'blog',
  'brands',
  'cards',
  'cart',
  'categories',
  'brand',
  'category',
  'collection',
  'collections',
  'custom',
  'contact-us',
  'external',
  'faq',
  'freshchat',
  'home',
  'notification-settings',
  'orders',
  'page',
  'policy',
  'product',
  'product-request',
  'products',
  'profile',
  'profile-order-shipment',
  'profile-basic',
  'profile-company',
  'profile-emails',
  'profile-phones',
  'rate-us',
  'refer-earn',
  'settings',
  'shared-cart',
  'tnc',
  'track-order',
  'wishlist',
  'sections',
  'form',
  'cart-delivery',
  'cart-payment',
  'cart-review',
  'login',
  'register',
  'shipping-policy',
  'return-policy',
  'order-status',
  'locate-us',
] as const;

const ActionPage = z.looseObject({
  type: z.enum(ACTION_PAGE_TYPES),
  params: z.record(z.string(), z.array(z.string())).optional(),
  query: z.record(z.string(), z.array(z.string())).optional(),
  url: text,
});
/** A link target: `{ type: 'page', page: { type, params, query } }`. */
export const ContentAction = z.looseObject({
  type: text,
  page: ActionPage.optional(),
  popup: ActionPage.optional(),
});

const DateMeta = z.looseObject({ created_on: text, modified_on: text });
const Asset = z.looseObject({ aspect_ratio: text, id: text, secure_url: text });
const Seo = z.looseObject({
  title: text,
  description: text,
  image: z.looseObject({ url: text }).optional(),
  canonical_url: text,
  meta_tags: z
    .array(
      z.looseObject({ title: text, items: z.array(z.looseObject({ key: text, value: text })).optional() }),
    )
    .optional(),
  sitemap: z.looseObject({ priority: z.number().optional(), frequency: text }).optional(),
  breadcrumb: z.array(z.looseObject({ url: text, action: ContentAction.optional() })).optional(),
});

export interface NavigationItem {
  display?: string;
  type?: string;
  image?: string;
  tags?: string[];
  active?: boolean;
  sort_order?: number;
  acl?: string[];
  action?: z.infer<typeof ContentAction>;
  sub_navigation?: NavigationItem[];
  [key: string]: unknown;
}
const NavigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.looseObject({
    display: text,
    type: text,
    image: text,
    tags: texts,
    acl: texts,
    active: flag,
    sort_order: z.number().optional(),
    action: ContentAction.optional(),
    sub_navigation: z.array(NavigationItemSchema).optional(),
  }),
);

export const Navigation = z.looseObject({
  _id: text,
  application: text,
  name: text,
  slug: text,
  archived: flag,
  platform: texts,
  /** Where the menu shows: `landscape: ['top']` is the web header, `['bottom']` the footer. */
  orientation: z.looseObject({ portrait: texts, landscape: texts }).optional(),
  version: z.number().optional(),
  date_meta: DateMeta.optional(),
  navigation: z.array(NavigationItemSchema).optional(),
});

export const ContentPage = z.looseObject({
  _id: text,
  application: text,
  slug: text,
  title: text,
  description: text,
  type: text,
  orientation: text,
  platform: text,
  published: flag,
  archived: flag,
  tags: texts,
  content: z.array(z.unknown()).optional(),
  content_path: text,
  feature_image: Asset.optional(),
  seo: Seo.optional(),
  date_meta: DateMeta.optional(),
  page_meta: z.array(z.unknown()).optional(),
});

export const Blog = z.looseObject({
  _id: text,
  application: text,
  slug: text,
  title: text,
  summary: text,
  archived: flag,
  published: flag,
  reading_time: text,
  publish_date: text,
  tags: texts,
  author: z.looseObject({ designation: text, id: text, name: text }).optional(),
  content: z.array(z.looseObject({ type: text, value: text })).optional(),
  feature_image: Asset.optional(),
  seo: Seo.optional(),
  date_meta: DateMeta.optional(),
});

export const Faq = z.looseObject({
  _id: text,
  slug: text,
  application: text,
  question: text,
  answer: text,
  tags: texts,
});
const FaqCategoryFields = {
  _id: text,
  slug: text,
  index: z.number().optional(),
  title: text,
  description: text,
  application: text,
  icon_url: text,
};
export const FaqCategory = z.looseObject({ ...FaqCategoryFields, children: texts });
export const FaqCategoryWithFaqs = z.looseObject({
  ...FaqCategoryFields,
  children: z
    .array(z.looseObject({ question: text, answer: text, slug: text, application: text, _id: text }))
    .optional(),
});

export const Slideshow = z.looseObject({
  _id: text,
  slug: text,
  application: text,
  platform: text,
  active: flag,
  archived: flag,
  date_meta: DateMeta.optional(),
  configuration: z
    .looseObject({
      sleep_time: z.number().optional(),
      start_on_launch: flag,
      duration: z.number().optional(),
      slide_direction: text,
    })
    .optional(),
  media: z
    .array(
      z.looseObject({
        type: text,
        url: text,
        bg_color: text,
        duration: z.number().optional(),
        auto_decide_duration: flag,
        action: ContentAction.optional(),
      }),
    )
    .optional(),
});

export const Legal = z.looseObject({
  application: text,
  tnc: text,
  policy: text,
  shipping: text,
  returns: text,
  faq: z.array(z.looseObject({ question: text, answer: text })).optional(),
  _id: text,
  updated_at: text,
  created_at: text,
});

export const Support = z.looseObject({
  _id: text,
  application: text,
  created: flag,
  contact: z
    .looseObject({
      phone: z
        .looseObject({
          active: flag,
          phone: z.array(z.looseObject({ key: text, code: text, number: text, phone_type: text })).optional(),
        })
        .optional(),
      email: z
        .looseObject({ active: flag, email: z.array(z.looseObject({ key: text, value: text })).optional() })
        .optional(),
    })
    .optional(),
});

export const SeoConfiguration = z.looseObject({
  seo: z
    .looseObject({
      app: text,
      _id: text,
      robots_txt: text,
      sitemap_enabled: flag,
      additonal_sitemap: text,
      cannonical_enabled: flag,
      custom_meta_tags: z.array(z.looseObject({ name: text, content: text, _id: text })).optional(),
      details: z.looseObject({ title: text, description: text, image_url: text }).optional(),
    })
    .optional(),
});

export const SeoMarkupSchemas = z.looseObject({
  items: z
    .array(
      z.looseObject({
        id: text,
        title: text,
        page_type: text,
        description: text,
        schema: text,
        active: flag,
        application: text,
      }),
    )
    .optional(),
});

/** Script and style injections (Tag injection): position head/body-top/body-bottom, type js/css, sub_type inline/external. */
export const Tags = z.looseObject({
  application: text,
  _id: text,
  tags: z
    .array(
      z.looseObject({
        _id: text,
        name: text,
        url: text,
        type: text,
        sub_type: text,
        position: text,
        attributes: z.unknown().optional(),
        content: text,
        pages: z.array(z.unknown()).optional(),
      }),
    )
    .optional(),
});

export const Announcements = z.looseObject({
  /** Keyed by page slug ('$all' for every page). */
  announcements: z
    .record(
      z.string(),
      z.array(
        z.looseObject({ announcement: text, schedule: z.looseObject({ start: text, end: text }).optional() }),
      ),
    )
    .optional(),
  refresh_rate: z.number().optional(),
  refresh_pages: texts,
});

export const LandingPage = z.looseObject({
  _id: text,
  slug: text,
  application: text,
  action: ContentAction.optional(),
  platform: texts,
  archived: flag,
  date_meta: DateMeta.optional(),
});

export const DataLoaders = z.looseObject({
  items: z
    .array(
      z.looseObject({
        name: text,
        service: text,
        operation_id: text,
        type: text,
        url: text,
        content: text,
        _id: text,
      }),
    )
    .optional(),
});
