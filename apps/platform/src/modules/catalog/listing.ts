import { hash } from 'node:crypto';
import type { catalog, EndpointResponse } from '@vitrine/contract';
import { productSortValues } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { JsonText } from '../../http/json-text';
import { hasBit } from './bitset';
import { type CatalogIndex, catalogIndex, forgetCatalogIndex } from './catalog-index';
import { summarise } from './facets';
import { filtersKey, type ListingFilters, parseFilters } from './filters';
import { asciiJson } from './listing-items';
import type { Scope, SortValue } from './listing-sql';
import { soldOutProducts } from './listing-stock';
import { Matching, pageUids, searchMatches } from './matching';
import { searchText } from './search-sql';
import { forgetSearchVocabulary } from './search-vocabulary';
import { forgetTaxonomy, taxonomyOf } from './taxonomy';

export interface ListingQuery {
  q?: string;
  f?: string;
  filters?: boolean;
  sort_on?: SortValue;
  page_id?: string;
  page_size?: number;
  page_no?: number;
  page_type?: 'number' | 'cursor';
}

export interface ListingOptions {
  scope?: Scope;
  /** A collection's own default order, used when the shopper picks none. */
  defaultSort?: SortValue;
  defaultPageSize?: number;
  /** Whether the response lists the sort options (the home listing has none). */
  sortOptions?: boolean;
}

const SORT_NAMES: Record<SortValue, string> = {
  relevance: 'Relevance',
  popular: 'Popularity',
  latest: 'Latest Products',
  price_asc: 'Price Low to High',
  price_dsc: 'Price High to Low',
  discount_asc: 'Discount Low to High',
  discount_dsc: 'Discount High to Low',
};
const SORT_OPTIONS = productSortValues.map((value) => ({ value, name: SORT_NAMES[value] }));

const MAX_OFFSET = 100_000;

/** Count and facets depend only on scope, text and filters, not on the page: kept for a minute. */
const SUMMARY_TTL_MS = 60_000;

/** Forgets the catalogue index with its cached counts and facets, the taxonomy and the search words (after the catalogue changes, e.g. in tests). */
export function forgetListingSummaries(db: Db): void {
  forgetCatalogIndex(db);
  forgetTaxonomy(db);
  forgetSearchVocabulary(db);
}

function scopeKey(scope: Scope): string {
  if (scope.kind === 'items') return `items:${scope.collectionUid}`;
  if (scope.kind === 'query') return `query:${filtersKey(scope.filters)}`;
  if (scope.kind === 'none') return 'none';
  return 'all';
}

interface Paging {
  cursor: boolean;
  offset: number;
  size: number;
  pageNo: number;
}

function pagingOf(query: ListingQuery, defaultSize: number): Paging {
  const size = query.page_size ?? defaultSize;
  const cursor =
    query.page_type === 'cursor' || (query.page_type === undefined && query.page_id !== undefined);
  if (!cursor) {
    const pageNo = query.page_no ?? 1;
    const offset = (pageNo - 1) * size;
    if (offset > MAX_OFFSET) throw badRequest(`page_no is beyond the last page a listing can show`);
    return { cursor, offset, size, pageNo };
  }
  const id = query.page_id ?? '*';
  if (id !== '*' && !/^\d{1,6}$/.test(id))
    throw badRequest('page_id must be * or the next_id of the previous page');
  const offset = id === '*' ? 0 : Number(id);
  if (offset > MAX_OFFSET) throw badRequest('page_id is beyond the last page a listing can show');
  return { cursor, offset, size, pageNo: Math.floor(offset / size) + 1 };
}

/** A product listing response (ProductListingResponse): items, facets, sort options and the page. */
export async function productListing(db: Db, query: ListingQuery, options: ListingOptions = {}) {
  const q = query.q?.trim() || undefined;
  const filters: ListingFilters = parseFilters(query.f);
  const withFacets = query.filters !== false;
  const sort: SortValue =
    query.sort_on && (query.sort_on !== 'relevance' || q)
      ? query.sort_on
      : q
        ? 'relevance'
        : (options.defaultSort ?? 'popular');
  const paging = pagingOf(query, options.defaultPageSize ?? 12);
  const scope = options.scope ?? { kind: 'all' };
  const [index, taxonomy, text] = await Promise.all([
    catalogIndex(db),
    taxonomyOf(db),
    q ? searchText(db, q) : undefined,
  ]);
  const search = text && (await searchMatches(db, index, text));
  const build = () => Matching.build(index, scope, search, filters, taxonomy);
  const summaryKey = `${scopeKey(scope)}\n${text?.tsquery ?? ''}\n${filtersKey(filters)}\n${withFacets}`;
  // The matching products are kept with the counts: a listing asked for again then only walks its sort order.
  const summary = await index.summaries.get(
    summaryKey,
    async () => {
      const matching = build();
      const { total, filters: facets } = summarise(index, matching, filters, taxonomy, withFacets);
      const filtersJson = asciiJson(JSON.stringify(facets));
      const filtersBytes = Buffer.from(filtersJson, 'latin1');
      const filtersHash = hash('sha1', filtersBytes, 'base64url');
      return { total, filtersBytes, filtersHash, matching: matching.set(), taxonomy };
    },
    SUMMARY_TTL_MS,
  );
  // Filters name brands and categories by slug: read with another taxonomy, they may mean other products.
  const matching = summary.taxonomy === taxonomy ? summary.matching : build().set();
  const uids = await pageUids(index, matching, sort, search, paging.size + 1, paging.offset);
  const hasNext = uids.length > paging.size;
  const soldOut = await soldOutProducts(db, index);
  const positions = listedPositions(index, uids.slice(0, paging.size));
  const page = {
    type: paging.cursor ? ('cursor' as const) : ('number' as const),
    current: paging.pageNo,
    size: paging.size,
    item_total: Math.max(summary.total, paging.offset + positions.length),
    has_next: hasNext,
    has_previous: paging.offset > 0,
    ...(paging.cursor && hasNext ? { next_id: String(paging.offset + paging.size) } : {}),
  };
  const sortOn = options.sortOptions === false ? undefined : sortOptionsJson(sort, Boolean(q));
  const pageJson = JSON.stringify(page);
  const after: Uint8Array[] = [];
  if (withFacets) after.push(FILTERS_MEMBER, summary.filtersBytes);
  if (sortOn) after.push(sortOn.bytes);
  after.push(Buffer.from(`,"page":${pageJson}}`, 'latin1'));
  const listed = index.items.page(positions, taxonomy, (i) => !hasBit(soldOut, i), [ITEMS_MEMBER], after);
  return new JsonText<EndpointResponse<typeof catalog.getProducts>>(
    listed.bytes,
    Buffer.concat([
      listed.fingerprint,
      Buffer.from(`\n${withFacets ? summary.filtersHash : ''}\n${sortOn?.json ?? ''}\n${pageJson}`, 'latin1'),
    ]),
  );
}

const ITEMS_MEMBER = Buffer.from('{"items":', 'latin1');
const FILTERS_MEMBER = Buffer.from(',"filters":', 'latin1');

/** The sort options member, as text and bytes, for each selected sort, with or without relevance. */
const sortOptionsTexts = new Map<string, { json: string; bytes: Buffer }>();

function sortOptionsJson(sort: SortValue, withRelevance: boolean) {
  const key = `${sort} ${withRelevance}`;
  let kept = sortOptionsTexts.get(key);
  if (!kept) {
    const sortOn = SORT_OPTIONS.filter((o) => o.value !== 'relevance' || withRelevance).map((o) => ({
      name: o.name,
      display: o.name,
      value: o.value,
      is_selected: o.value === sort,
    }));
    const json = asciiJson(JSON.stringify(sortOn));
    kept = { json, bytes: Buffer.from(`,"sort_on":${json}`, 'latin1') };
    sortOptionsTexts.set(key, kept);
  }
  return kept;
}

/** Positions of the listed products, in the order of the uids, leaving out any the index has no item for. */
function listedPositions(index: CatalogIndex, uids: number[]): number[] {
  const out: number[] = [];
  for (const uid of uids) {
    const i = index.positions.get(uid);
    if (i !== undefined && index.items.has(i)) out.push(i);
  }
  return out;
}
