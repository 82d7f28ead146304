/** The theme page value (spec "Theme page slugs" and "Available page slugs") each storefront route shows. */
const PAGE_OF_ROUTE: Record<string, string> = {
  'routes/home': 'home',
  'routes/brands': 'brands',
  'routes/categories': 'categories',
  'routes/collections': 'collections',
  'routes/products': 'product-listing',
  'routes/brand': 'brand-listing',
  'routes/category': 'category-listing',
  'routes/collection': 'collection-listing',
  'routes/product': 'product-description',
  'privacy-policy': 'privacy-policy',
  'shipping-policy': 'shipping-policy',
  'return-policy': 'return-policy',
  'terms-and-conditions': 'tnc',
  'routes/page': 'page',
  'routes/sections': 'section-page',
  'routes/not-found': 'not-found',
};

export interface ThemePageOfRoute {
  pageType: string;
  /** The route's own slug (product, brand, category, collection, custom page) or department, else null. */
  pageSlug: string | null;
}

export function themePageOf(
  match: { id: string; params: Record<string, string | undefined> } | undefined,
): ThemePageOfRoute {
  if (!match) return { pageType: 'not-found', pageSlug: null };
  // A section page is the theme page its group names.
  if (match.id === 'routes/sections' && match.params.group)
    return { pageType: match.params.group, pageSlug: null };
  return {
    pageType: PAGE_OF_ROUTE[match.id] ?? match.id.replace(/^routes\//, ''),
    pageSlug: match.params.slug ?? match.params.department ?? null,
  };
}
