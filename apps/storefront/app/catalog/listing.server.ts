import { isProductSortValue, type ProductSortValue } from '@vitrine/contract';
import {
  type FilterSelection,
  filtersFromQuery,
  SEARCH_AS_TYPED_KEY,
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

type Listing = Awaited<ReturnType<StorefrontContext['sdk']['catalog']['getProducts']>>;

function isEmpty(response: Listing): boolean {
  return (response.page?.item_total ?? response.items?.length ?? 0) === 0;
}

/**
 * What the auto-complete offers instead of a search text that found nothing: its first search suggestion for a
 * different text (the platform's correction of misspelt words), or undefined, also when the lookup fails.
 */
async function correctionOf(context: StorefrontContext, q: string): Promise<string | undefined> {
  const response = await context.sdk.catalog.getSearchResults({ q }).catch(() => undefined);
  const typed = q.toLowerCase();
  for (const item of response?.items ?? []) {
    if (item.type !== 'query') continue;
    const text = (item.action?.page?.query?.q?.[0] ?? item.display)?.trim();
    if (text && text.toLowerCase() !== typed) return text;
  }
  return undefined;
}

/** Products of a listing page: all products, a search, or a brand/category page (its slug locked in the filter). */
export async function loadListing(
  context: StorefrontContext,
  url: URL,
  options: { locked?: FilterSelection; collectionSlug?: string } = {},
): Promise<ListingData> {
  const query = listingQuery(url, options.locked);
  const fetchListing = (q: string | undefined) =>
    options.collectionSlug
      ? context.sdk.catalog.getCollectionItemsBySlug({ slug: options.collectionSlug, ...query, q })
      : context.sdk.catalog.getProducts({ ...query, q });
  try {
    let response = await fetchListing(query.q);
    let q = query.q;
    let correctedFrom: string | undefined;
    // A search that found nothing shows the results of its correction, unless the shopper asked for it as typed.
    if (query.q && isEmpty(response) && !url.searchParams.has(SEARCH_AS_TYPED_KEY)) {
      const correction = await correctionOf(context, query.q);
      const corrected = correction === undefined ? undefined : await fetchListing(correction);
      if (corrected && !isEmpty(corrected)) {
        [response, q, correctedFrom] = [corrected, correction, query.q];
      }
    }
    return {
      items: (response.items ?? []).map(toCardProduct),
      filters: (response.filters ?? []) as ListingData['filters'],
      sortOptions: (response.sort_on ?? []) as ListingData['sortOptions'],
      page: response.page,
      lockedKeys: Object.keys(options.locked ?? {}),
      q,
      ...(correctedFrom ? { correctedFrom } : {}),
    };
  } catch (error) {
    pageError(error);
  }
}
