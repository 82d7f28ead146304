/** The storefront's analytics: its channel, event names and page types (spec, section 9). */
export const ANALYTICS_CHANNEL = 'web';

export const ANALYTICS_EVENT_NAMES = [
  'add_to_cart',
  'application_launch',
  'begin_checkout',
  'checkout_progress',
  'coupon_applied',
  'coupon_denied',
  'coupon_removed',
  'forced_logout',
  'filter',
  'login',
  'logout',
  'order_cancel',
  'order_return',
  'remove_from_cart',
  'search',
  'sign_up',
  'sort',
  'screen_view',
  // Spec 001 §4 order events without a name of their own.
  'tracking_view',
  'refund_success',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const ANALYTICS_PAGE_TYPES = [
  'home',
  'brands',
  'categories',
  'collections',
  'product_listing',
  'collection_listing',
  'brand_listing',
  'category_listing',
  'product_detail',
  'product_reviews',
  'compare',
  'coupon',
  'cart',
  'search',
  'listing_filter',
  'listing_sort',
  'checkout.address',
  'checkout.payment_option',
  'checkout.review',
  'checkout.payment',
  'order_listing',
  'order_detail',
  'track_order',
  'order_cancel',
  'order_return',
  'order_status',
  'custom_page',
  'custom_template',
  'policy',
  'shipping_policy',
  'return_policy',
  'tnc',
  'contact_us',
  'faq',
  'other',
] as const;
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];

/** Most events one request may carry: the browser's queue sends what gathered since its last send. */
export const MAX_EVENTS_PER_BATCH = 20;
