import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FilterKey, ListingFilters } from './filters';
import { type SearchText, searchCondition, searchScore } from './search-sql';
import type { Taxonomy } from './taxonomy';

type Condition = RawBuilder<unknown>;

/** What a listing is limited to before any shopper filter: everything, or one collection. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'items'; collectionUid: string }
  | { kind: 'query'; filters: ListingFilters }
  | { kind: 'none' };

const NONE = sql`false`;
const ints = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const arrayItem = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;
const texts = (values: string[]) => sql`${`{${values.map(arrayItem).join(',')}}`}::text[]`;

function uidsOf<T extends { uid: number }>(slugs: string[], bySlug: Map<string, T>): number[] {
  return slugs.flatMap((s) => {
    const found = bySlug.get(s);
    return found ? [found.uid] : [];
  });
}

/** One SQL condition per active filter key, so facet counts can leave their own key out. */
export function filterConditions(filters: ListingFilters, taxonomy: Taxonomy): Map<FilterKey, Condition> {
  const out = new Map<FilterKey, Condition>();
  const v = filters.values;
  const inUids = (column: Condition, uids: number[]) =>
    uids.length ? sql`${column} = ANY(${ints(uids)})` : NONE;
  if (v.department)
    out.set('department', inUids(sql`p.department_uid`, uidsOf(v.department, taxonomy.departmentBySlug)));
  if (v.brand) out.set('brand', inUids(sql`p.brand_uid`, uidsOf(v.brand, taxonomy.brandBySlug)));
  if (v.category) {
    const uids = uidsOf(v.category, taxonomy.categoryBySlug);
    out.set('category', uids.length ? sql`p.category_uids && ${ints(uids)}` : NONE);
  }
  if (v.gender) out.set('gender', sql`p.attributes->>'gender' = ANY(${texts(v.gender)})`);
  if (v.color) out.set('color', sql`p.attributes->>'color' = ANY(${texts(v.color)})`);
  if (v.tags) out.set('tags', sql`p.tags && ${texts(v.tags)}`);
  if (v.sizes) {
    out.set(
      'sizes',
      sql`EXISTS (SELECT 1 FROM product_sizes ps WHERE ps.product_uid = p.uid AND ps.size = ANY(${texts(v.sizes)}))`,
    );
  }
  if (filters.price) {
    const { min, max } = filters.price;
    out.set(
      'min_price_effective',
      sql`p.price_effective_min BETWEEN ${Math.round(min * 100)} AND ${Math.round(max * 100)}`,
    );
  }
  if (filters.discounts) {
    const ranges = filters.discounts.map((r) =>
      r.max >= 100
        ? sql`p.discount_percent >= ${r.min}`
        : sql`(p.discount_percent >= ${r.min} AND p.discount_percent < ${r.max})`,
    );
    out.set('discount', sql`(${sql.join(ranges, sql` OR `)})`);
  }
  if (filters.minRating !== undefined) out.set('rating', sql`p.rating >= ${filters.minRating}`);
  return out;
}

/** The WHERE of a listing: always-on conditions plus the shopper's filters, one of which may be left out. */
export class ListingWhere {
  constructor(
    private readonly base: Condition[],
    readonly byKey: Map<FilterKey, Condition>,
  ) {}

  static build(
    scope: Scope,
    search: SearchText | undefined,
    filters: ListingFilters,
    taxonomy: Taxonomy,
  ): ListingWhere {
    const base: Condition[] = [sql`p.is_active`];
    if (scope.kind === 'items') {
      base.push(
        sql`p.uid IN (SELECT ci.product_uid FROM collection_items ci WHERE ci.collection_uid = ${scope.collectionUid})`,
      );
    } else if (scope.kind === 'none') {
      base.push(NONE);
    } else if (scope.kind === 'query') {
      base.push(...filterConditions(scope.filters, taxonomy).values());
    }
    if (search) base.push(searchCondition(search));
    return new ListingWhere(base, filterConditions(filters, taxonomy));
  }

  sql(except?: FilterKey): Condition {
    const parts = [...this.base, ...[...this.byKey].filter(([k]) => k !== except).map(([, c]) => c)];
    return sql.join(parts, sql` AND `);
  }
}

export type SortValue =
  | 'relevance'
  | 'popular'
  | 'latest'
  | 'price_asc'
  | 'price_dsc'
  | 'discount_asc'
  | 'discount_dsc';

const ORDER: Record<SortValue, string> = {
  relevance: 'score DESC, popularity DESC, uid',
  popular: 'popularity DESC, uid',
  latest: 'online_at DESC, uid DESC',
  price_asc: 'price_effective_min, uid',
  price_dsc: 'price_effective_min DESC, uid DESC',
  discount_asc: 'discount_percent, uid',
  discount_dsc: 'discount_percent DESC, uid DESC',
};

/**
 * The same orders as expressions no index serves. For a narrow filter, walking a sort index and skipping
 * non-matching rows can read the whole catalogue (the planner assumes filters are independent); these make
 * PostgreSQL fetch the matching rows through the filter indexes and sort only those.
 */
const ORDER_MATCHES_FIRST: Record<SortValue, string> = {
  relevance: ORDER.relevance,
  popular: '(p.popularity + 0) DESC, p.uid',
  latest: "(p.online_at + interval '0 second') DESC, p.uid DESC",
  price_asc: '(p.price_effective_min + 0), p.uid',
  price_dsc: '(p.price_effective_min + 0) DESC, p.uid DESC',
  discount_asc: '(p.discount_percent + 0), p.uid',
  discount_dsc: '(p.discount_percent + 0) DESC, p.uid DESC',
};

export interface ListingRow {
  uid: number;
  slug: string;
  name: string;
  item_code: string;
  brand_uid: number;
  category_uid: number;
  category_uids: number[];
  department_uid: number;
  attributes: Record<string, unknown>;
  tags: string[];
  medias: { url: string; type: string; alt: string }[];
  rating: number;
  rating_count: number;
  price_marked_min: number;
  price_marked_max: number;
  price_effective_min: number;
  price_effective_max: number;
  discount_percent: number;
  online_at: Date | string;
  sizes: string[];
  sellable: boolean;
  has_variant: boolean;
}

/**
 * One page of products in one round trip: the page is chosen first, then only its rows get their sizes,
 * stock and variant flags.
 */
export async function selectPage(
  db: Db,
  where: Condition,
  sort: SortValue,
  limit: number,
  offset: number,
  search: SearchText | undefined,
  matchesFirst: boolean,
): Promise<ListingRow[]> {
  const score = sort === 'relevance' && search ? searchScore(search) : sql`0`;
  const order = sql.raw(ORDER[sort]);
  const innerOrder = sql.raw((matchesFirst ? ORDER_MATCHES_FIRST : ORDER)[sort]);
  const { rows } = await sql<ListingRow>`
    SELECT pg.*,
      ARRAY(SELECT ps.size FROM product_sizes ps WHERE ps.product_uid = pg.uid ORDER BY ps.position) AS sizes,
      EXISTS (SELECT 1 FROM product_sizes ps JOIN inventory i ON i.size_id = ps.id
              WHERE ps.product_uid = pg.uid AND i.quantity > 0) AS sellable,
      (pg.variant_group IS NOT NULL AND EXISTS (SELECT 1 FROM products v
        WHERE v.variant_group = pg.variant_group AND v.uid <> pg.uid AND v.is_active)) AS has_variant
    FROM (
      SELECT p.uid, p.slug, p.name, p.item_code, p.brand_uid, p.category_uid, p.category_uids, p.department_uid,
        p.attributes, p.tags, p.medias, p.rating, p.rating_count, p.variant_group, p.price_marked_min,
        p.price_marked_max, p.price_effective_min, p.price_effective_max, p.discount_percent, p.popularity,
        p.online_at, ${score} AS score
      FROM products p WHERE ${where}
      ORDER BY ${innerOrder} LIMIT ${limit} OFFSET ${offset}
    ) pg
    ORDER BY ${order}`.execute(db);
  return rows;
}

/** Facet families counted by one grouping column each. */
export const GROUPED_FAMILIES = {
  department: 'p.department_uid',
  category: 'p.category_uid',
  brand: 'p.brand_uid',
  gender: "p.attributes->>'gender'",
  color: "p.attributes->>'color'",
  discount: 'LEAST(p.discount_percent / 10, 5)',
  rating: 'floor(p.rating)::int',
} as const;
export type GroupedFamily = keyof typeof GROUPED_FAMILIES;

export interface GroupedCounts {
  total: number;
  /** Lowest and highest effective price (paise) of the matching products. */
  low: number | null;
  high: number | null;
  counts: Map<GroupedFamily, Map<string, number>>;
}

/**
 * Count, price span and per-value counts of several facet families in one scan (GROUPING SETS), all under
 * the same WHERE.
 */
export async function groupedCounts(
  db: Db,
  where: Condition,
  families: GroupedFamily[],
): Promise<GroupedCounts> {
  const columns = families.map((f) => sql.raw(`${GROUPED_FAMILIES[f]} AS ${f}`));
  const flags = families.map((f) => sql.raw(`grouping(${f}) AS g_${f}`));
  const sets = [sql.raw('()'), ...families.map((f) => sql.raw(`(${f})`))];
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${sql.join([...flags, ...families.map((f) => sql.raw(f)), sql.raw('count(*)::int AS n'), sql.raw('min(price) AS low'), sql.raw('max(price) AS high')])}
    FROM (SELECT ${sql.join([...columns, sql.raw('p.price_effective_min AS price')])} FROM products p WHERE ${where}) p
    GROUP BY GROUPING SETS (${sql.join(sets)})`.execute(db);
  const result: GroupedCounts = { total: 0, low: null, high: null, counts: new Map() };
  for (const f of families) result.counts.set(f, new Map());
  for (const row of rows) {
    const family = families.find((f) => row[`g_${f}`] === 0);
    if (!family) {
      result.total = Number(row.n);
      result.low = row.low === null ? null : Number(row.low);
      result.high = row.high === null ? null : Number(row.high);
    } else if (row[family] !== null) {
      result.counts.get(family)?.set(String(row[family]), Number(row.n));
    }
  }
  return result;
}

/** Counts per tag or per size, which need the product's tags unnested or its sizes joined. */
export async function listCounts(
  db: Db,
  where: Condition,
  family: 'tags' | 'sizes',
): Promise<Map<string, number>> {
  const query =
    family === 'tags'
      ? sql<{
          value: string;
          n: number;
        }>`SELECT t AS value, count(*)::int AS n FROM products p, unnest(p.tags) t
          WHERE ${where} GROUP BY t ORDER BY n DESC, t LIMIT 50`
      : sql<{ value: string; n: number }>`SELECT ps.size AS value, count(*)::int AS n FROM products p
          JOIN product_sizes ps ON ps.product_uid = p.uid WHERE ${where} GROUP BY ps.size LIMIT 100`;
  const { rows } = await query.execute(db);
  return new Map(rows.map((r) => [r.value, Number(r.n)]));
}

export async function countProducts(db: Db, where: Condition): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM products p WHERE ${where}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
