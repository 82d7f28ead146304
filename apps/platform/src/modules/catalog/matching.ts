import { sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  addBit,
  type Bits,
  bitsWhere,
  countBits,
  countBoth,
  emptyBits,
  forEachIn,
  forEachInBoth,
  hasBit,
  intersect,
  union,
} from './bitset';
import type { CatalogIndex } from './catalog-index';
import type { FilterKey, ListingFilters } from './filters';
import { matchTsQuery } from './lexemes';
import type { Scope, SortValue } from './listing-sql';
import { parsedQuery, type SearchText, searchCondition, searchScore } from './search-sql';
import type { Taxonomy } from './taxonomy';

/** Products matching a search, by position; their relevance order (rank, popularity, uid) is read on demand. */
export interface SearchMatches {
  bits: Bits;
  ranked: () => Promise<Int32Array>;
}

const SEARCH_TTL_MS = 60_000;

/** The products a search text matches, asked of the database once a minute per text. */
export async function searchMatches(db: Db, index: CatalogIndex, search: SearchText): Promise<SearchMatches> {
  const key = search.tsquery ?? '';
  const positions = index.positions;
  const toPositions = (rows: { uid: number }[]) => {
    const out: number[] = [];
    for (const row of rows) {
      const i = positions.get(row.uid);
      if (i !== undefined) out.push(i);
    }
    return Int32Array.from(out);
  };
  const ranked = () =>
    index.searches.get(
      `ranked ${key}`,
      async () => {
        if (!search.tsquery) return new Int32Array(0);
        const { rows } = await sql<{
          uid: number;
        }>`SELECT p.uid FROM products p WHERE ${searchCondition(search)}
        ORDER BY ${searchScore(search)} DESC, p.popularity DESC, p.uid`.execute(db);
        return toPositions(rows);
      },
      SEARCH_TTL_MS,
    );
  // Ranking every match costs more than finding them; only a relevance-sorted page needs it.
  const bits = await searchBits(db, index, search);
  return { bits, ranked };
}

/** The positions of the products a search matches (active or not), from the in-memory lexemes; kept a minute. */
export function searchBits(db: Db, index: CatalogIndex, search: SearchText): Promise<Bits> {
  return index.searches.get(
    `bits ${search.tsquery ?? ''}`,
    async () => {
      const query = await parsedQuery(db, search);
      if (query === 'phrase') return databaseBits(db, index, search);
      return query ? matchTsQuery(index.lexemes, query, index.size) : emptyBits(index.size);
    },
    SEARCH_TTL_MS,
  );
}

/** The positions of the products the database matches with `@@`: for the rare phrase the lexemes cannot match. */
async function databaseBits(db: Db, index: CatalogIndex, search: SearchText): Promise<Bits> {
  const { rows } = await sql<{
    uid: number;
  }>`SELECT p.uid FROM products p WHERE ${searchCondition(search)}`.execute(db);
  const positions = index.positions;
  const bits = emptyBits(index.size);
  for (const row of rows) {
    const i = positions.get(row.uid);
    if (i !== undefined) addBit(bits, i);
  }
  return bits;
}

function anyOf(map: Map<string, Bits> | Map<number, Bits>, keys: (string | number)[], size: number): Bits {
  const sets: Bits[] = [];
  for (const key of keys) {
    const bits = (map as Map<string | number, Bits>).get(key);
    if (bits) sets.push(bits);
  }
  return union(sets, size);
}

function uidsOf<T extends { uid: number }>(slugs: string[], bySlug: Map<string, T>): number[] {
  return slugs.flatMap((s) => {
    const found = bySlug.get(s);
    return found ? [found.uid] : [];
  });
}

/** One set per active filter key, so facet counts can leave their own key out. */
function filterSets(index: CatalogIndex, filters: ListingFilters, taxonomy: Taxonomy): Map<FilterKey, Bits> {
  const out = new Map<FilterKey, Bits>();
  const { size } = index;
  const v = filters.values;
  const byUid = (map: Map<string, Bits>, uids: number[]) => anyOf(map, uids.map(String), size);
  if (v.department)
    out.set('department', byUid(index.department, uidsOf(v.department, taxonomy.departmentBySlug)));
  if (v.brand) out.set('brand', byUid(index.brand, uidsOf(v.brand, taxonomy.brandBySlug)));
  if (v.category) out.set('category', anyOf(index.within, uidsOf(v.category, taxonomy.categoryBySlug), size));
  if (v.gender) out.set('gender', anyOf(index.gender, v.gender, size));
  if (v.color) out.set('color', anyOf(index.color, v.color, size));
  if (v.tags) out.set('tags', anyOf(index.tags, v.tags, size));
  if (v.sizes) out.set('sizes', anyOf(index.sizes, v.sizes, size));
  if (filters.price) {
    const min = Math.round(filters.price.min * 100);
    const max = Math.round(filters.price.max * 100);
    out.set(
      'min_price_effective',
      bitsWhere(size, (i) => index.price[i] >= min && index.price[i] <= max),
    );
  }
  const discounts = filters.discounts;
  if (discounts) {
    const d = index.discountPercent;
    out.set(
      'discount',
      bitsWhere(size, (i) =>
        discounts.some((r) => (r.max >= 100 ? d[i] >= r.min : d[i] >= r.min && d[i] < r.max)),
      ),
    );
  }
  const minRating = filters.minRating;
  if (minRating !== undefined)
    out.set(
      'rating',
      bitsWhere(size, (i) => index.stars[i] >= minRating),
    );
  return out;
}

/** The products a listing may show: always-on conditions plus the shopper's filters, one of which may be left out. */
export class Matching {
  private readonly cache = new Map<string, Bits>();

  constructor(
    private readonly index: CatalogIndex,
    private readonly base: Bits,
    readonly byKey: Map<FilterKey, Bits>,
  ) {}

  static build(
    index: CatalogIndex,
    scope: Scope,
    search: SearchMatches | undefined,
    filters: ListingFilters,
    taxonomy: Taxonomy,
  ): Matching {
    const base: Bits[] = [index.active];
    if (scope.kind === 'items')
      base.push(index.collections.get(scope.collectionUid) ?? emptyBits(index.size));
    else if (scope.kind === 'none') base.push(emptyBits(index.size));
    else if (scope.kind === 'query') base.push(...filterSets(index, scope.filters, taxonomy).values());
    if (search) base.push(search.bits);
    return new Matching(index, intersect(base, index.size), filterSets(index, filters, taxonomy));
  }

  set(except?: FilterKey): Bits {
    const key = except ?? '';
    let bits = this.cache.get(key);
    if (!bits) {
      const parts = [this.base, ...[...this.byKey].filter(([k]) => k !== except).map(([, b]) => b)];
      bits = parts.length === 1 ? this.base : intersect(parts, this.index.size);
      this.cache.set(key, bits);
    }
    return bits;
  }
}

const WALK: Record<Exclude<SortValue, 'relevance'>, [keyof CatalogIndex['orders'], boolean]> = {
  popular: ['popular', false],
  latest: ['latest', true],
  price_asc: ['price', false],
  price_dsc: ['price', true],
  discount_asc: ['discount', false],
  discount_dsc: ['discount', true],
};

/** What paging needs of the catalogue index: the uids, and the positions in each sort order and their places. */
type Orders = Pick<CatalogIndex, 'uids' | 'orders' | 'ranks'>;

/** Uids of one page of matching products in the sort's order (relevance needs the search's ranking). */
export async function pageUids(
  index: Orders,
  matching: Bits,
  sort: SortValue,
  search: SearchMatches | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  const out: number[] = [];
  let skip = offset;
  const take = (i: number): boolean => {
    if (!hasBit(matching, i)) return false;
    if (skip > 0) skip--;
    else out.push(index.uids[i]);
    return out.length >= limit;
  };
  if (sort === 'relevance' && search) {
    for (const i of await search.ranked()) if (take(i)) break;
    return out;
  }
  const [order, backwards] = WALK[sort === 'relevance' ? 'popular' : sort];
  const positions = index.orders[order];
  const count = countBits(matching);
  // Walking the order finds a page of a few matching products only after passing most of the catalogue.
  const walked =
    count === 0
      ? positions.length
      : Math.min(positions.length, ((offset + limit) * positions.length) / count);
  if (count * (Math.log2(count + 1) + 1) + matching.length < walked) {
    return sortedPage(index, matching, count, order, backwards, limit, offset);
  }
  if (backwards) {
    for (let r = positions.length - 1; r >= 0; r--) if (take(positions[r])) break;
  } else {
    for (let r = 0; r < positions.length; r++) if (take(positions[r])) break;
  }
  return out;
}

/** The page of uids had by sorting the matching products' places in the order, rather than walking it. */
function sortedPage(
  index: Orders,
  matching: Bits,
  count: number,
  order: keyof CatalogIndex['orders'],
  backwards: boolean,
  limit: number,
  offset: number,
): number[] {
  const rank = index.ranks[order];
  const places = new Int32Array(count);
  let n = 0;
  forEachIn(matching, (i) => {
    places[n++] = rank[i];
  });
  places.sort();
  const positions = index.orders[order];
  const out: number[] = [];
  for (let k = offset; k < count && out.length < limit; k++) {
    out.push(index.uids[positions[places[backwards ? count - 1 - k : k]]]);
  }
  return out;
}

/** Below this many candidates, sorting them beats walking the whole popular order to find a few. */
const FEW_CANDIDATES = 2_000;

/** Positions of the `limit` most popular active products of the set, most popular first. */
export function mostPopularIn(index: CatalogIndex, set: Bits, limit: number): number[] {
  const count = countBoth(set, index.active);
  if (count <= FEW_CANDIDATES) {
    const ranks = new Int32Array(count);
    let n = 0;
    forEachInBoth(set, index.active, (i) => {
      ranks[n++] = index.popularRank[i];
    });
    ranks.sort();
    return Array.from(ranks.subarray(0, limit), (rank) => index.orders.popular[rank]);
  }
  const picked: number[] = [];
  for (const i of index.orders.popular) {
    if (picked.length === limit) break;
    if (hasBit(set, i) && hasBit(index.active, i)) picked.push(i);
  }
  return picked;
}
