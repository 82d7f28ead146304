import { isProductSortValue, type ProductSortValue } from '@vitrine/contract';
import {
  type FilterSelection,
  filtersFromQuery,
  serialiseFilters,
  toCardProduct,
  withLockedFilters,
} from '@vitrine/kit';
import type { StorefrontContext } from '../load-context';
import type { ListingData } from './listing-types';
import { pageError } from './page-error.server';

const DEFAULT_PAGE_SIZE = 12;

function wholeNumber(text: string | null, min: number, max: number, fallback: number): number {
  if (!text || !/^\d{1,6}$/.test(text)) return fallback;
  return Math.min(Math.max(Number(text), min), max);
}

export interface ListingQuery {
  q?: string;
  sortOn?: ProductSortValue;
  pageNo?: number;
  pageId?: string;
  pageType: 'number' | 'cursor';
  pageSize: number;
  f?: string;
  filters: true;
}

/** The API query for a listing page URL: paging by number, or by cursor when the URL carries page_id. */
export function listingQuery(url: URL, locked: FilterSelection = {}): ListingQuery {
  const params = url.searchParams;
  const q = params.get('q')?.trim().slice(0, 200) || undefined;
  const sort = params.get('sort_on');
  const sortOn = isProductSortValue(sort) ? sort : undefined;
  const pageId = params.get('page_id')?.slice(0, 100) || undefined;
  // The page's own filter is fixed: query values for that key are ignored.
  const chosen = Object.fromEntries(
    Object.entries(filtersFromQuery(params)).filter(([key]) => !(key in locked)),
  );
  const f = serialiseFilters(withLockedFilters(chosen, locked)) || undefined;
  return {
    q,
    sortOn,
    pageId,
    pageNo: pageId ? undefined : wholeNumber(params.get('page_no'), 1, 10_000, 1),
    pageType: pageId ? 'cursor' : 'number',
    pageSize: wholeNumber(params.get('page_size'), 1, 100, DEFAULT_PAGE_SIZE),
    f,
    filters: true,
  };
}

/** Products of a listing page: all products, a search, or a brand/category page (its slug locked in the filter). */
export async function loadListing(
  context: StorefrontContext,
  url: URL,
  options: { locked?: FilterSelection; collectionSlug?: string } = {},
): Promise<ListingData> {
  const query = listingQuery(url, options.locked);
  try {
    const response = options.collectionSlug
      ? await context.sdk.catalog.getCollectionItemsBySlug({ slug: options.collectionSlug, ...query })
      : await context.sdk.catalog.getProducts(query);
    return {
      items: (response.items ?? []).map(toCardProduct),
      filters: (response.filters ?? []) as ListingData['filters'],
      sortOptions: (response.sort_on ?? []) as ListingData['sortOptions'],
      page: response.page,
      lockedKeys: Object.keys(options.locked ?? {}),
      q: query.q,
    };
  } catch (error) {
    pageError(error);
  }
}
