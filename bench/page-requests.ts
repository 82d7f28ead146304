import { type CatalogueFacets, shuffle } from './signed-requests';

/** How many product pages the cache-hit scenario repeats: about the first five listing pages' worth. */
const REPEATED_PRODUCT_PAGES = 60;
/** The distinct-products scenario walks at least this many product pages (the issue's measure). */
export const DISTINCT_PRODUCT_PAGES = 2_000;

/** Pages are asked for as a browser asks: compressed answers cost the server what they cost in a shop. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const productPage = (slug: string) => ({
  path: `/product/${encodeURIComponent(slug)}`,
  headers: BROWSER_HEADERS,
});

/**
 * Product pages as a shopper without a cookie opens them: a few popular ones over and over (what a shared page
 * cache serves), and every other product once (what it cannot).
 */
export function productPageSets(slugs: string[]) {
  return {
    repeated: slugs.slice(0, REPEATED_PRODUCT_PAGES).map(productPage),
    distinct: slugs.slice(REPEATED_PRODUCT_PAGES).map(productPage),
  };
}

/**
 * `count` storefront listing page URLs, no two alike: sorts × pages, one filter (as the page's query puts it,
 * `brand=puma`) or a search, in a fixed shuffled order.
 */
export function listingPagePaths(
  facets: CatalogueFacets,
  count: number,
): { path: string; headers: Record<string, string> }[] {
  const sorts = facets.sorts.length ? facets.sorts : ['latest'];
  const narrowing: string[] = [
    '',
    ...facets.filters.map((filter) => {
      const at = filter.indexOf(':');
      return new URLSearchParams({ [filter.slice(0, at)]: filter.slice(at + 1) }).toString();
    }),
    ...facets.terms.map((term) => new URLSearchParams({ q: term }).toString()),
  ];
  const paths: string[] = [];
  for (let page = 1; paths.length < count && page <= 100; page++) {
    for (const sort of sorts) {
      for (const extra of narrowing) {
        paths.push(`/products/?${extra ? `${extra}&` : ''}sort_on=${sort}&page_no=${page}`);
        if (paths.length >= count) break;
      }
      if (paths.length >= count) break;
    }
  }
  return shuffle(paths).map((path) => ({ path, headers: BROWSER_HEADERS }));
}
