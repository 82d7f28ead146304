import type { AnalyticsEventName, AnalyticsPageType } from '@vitrine/contract/analytics-events';
import { LISTING_QUERY_KEYS } from './filters';

/** The analytics page type of a theme page (its slug, or the route's id for pages without one). */
const PAGE_TYPES: Record<string, AnalyticsPageType> = {
  home: 'home',
  brands: 'brands',
  categories: 'categories',
  collections: 'collections',
  'product-listing': 'product_listing',
  'brand-listing': 'brand_listing',
  'category-listing': 'category_listing',
  'collection-listing': 'collection_listing',
  'product-description': 'product_detail',
  'product-reviews': 'product_reviews',
  'compare-products': 'compare',
  coupons: 'coupon',
  'cart-landing': 'cart',
  'cart-delivery': 'checkout.address',
  'cart-payment': 'checkout.payment_option',
  'cart-review': 'checkout.review',
  'orders-list': 'order_listing',
  'shipment-details': 'order_detail',
  'order-tracking': 'track_order',
  'order-status': 'order_status',
  'custom-template': 'custom_template',
  page: 'custom_page',
  'privacy-policy': 'policy',
  'shipping-policy': 'shipping_policy',
  'return-policy': 'return_policy',
  tnc: 'tnc',
  'contact-us': 'contact_us',
  faq: 'faq',
};

export function analyticsPageType(themePage: string): AnalyticsPageType {
  return PAGE_TYPES[themePage] ?? 'other';
}

/** What changed on a listing between two visits of the same page: a search, a sort, or its filters. */
export function listingChanges(before: URLSearchParams, after: URLSearchParams): AnalyticsEventName[] {
  const changed: AnalyticsEventName[] = [];
  if ((after.get('q') ?? '') !== (before.get('q') ?? '') && after.get('q')) changed.push('search');
  if ((after.get('sort_on') ?? '') !== (before.get('sort_on') ?? '')) changed.push('sort');
  const filters = (query: URLSearchParams) =>
    [...query]
      .filter(([key]) => !LISTING_QUERY_KEYS.has(key) && !key.startsWith('utm_') && !key.startsWith('__'))
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('&');
  if (filters(before) !== filters(after)) changed.push('filter');
  return changed;
}
