import { TtlMemo } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { addBit, type Bits, emptyBits } from './bitset';
import { buildLexemeIndex, type LexemeIndex } from './lexemes';
import { ListingItems } from './listing-items';
import type { ListingRow } from './listing-sql';
import { TextColumn } from './text-slabs';

/**
 * What listings filter, count and sort by, for every product, held in memory as bit sets and sort orders:
 * facet counts for any filter combination and the products of a page are then found without scanning the
 * products table, and the database is asked only for the rows of the page. Rebuilt when the catalogue's
 * change counter (migration 003) moves.
 */
export interface CatalogIndex {
  size: number;
  /** Product uid at each position, and the position of each uid. */
  uids: Int32Array;
  positions: Map<number, number>;
  active: Bits;
  /** Products per facet value, keyed as facet counts report them (uids, attribute text, bucket numbers). */
  department: Map<string, Bits>;
  /** By leaf category; `within` holds every product under a category at any level. */
  category: Map<string, Bits>;
  within: Map<number, Bits>;
  brand: Map<string, Bits>;
  gender: Map<string, Bits>;
  color: Map<string, Bits>;
  /** Tenths of discount, 5 meaning 50% and above. */
  discount: Map<string, Bits>;
  /** Whole stars (rating rounded down). */
  rating: Map<string, Bits>;
  tags: Map<string, Bits>;
  sizes: Map<string, Bits>;
  collections: Map<string, Bits>;
  /** Name, slug and first image at each position, for suggestions (kept off the JS heap). */
  names: TextColumn;
  slugs: TextColumn;
  images: TextColumn<string | null>;
  /** Effective price (paise), discount percent and rating at each position. */
  price: Float64Array;
  discountPercent: Int32Array;
  stars: Float64Array;
  /** Positions in ascending order of each sort; descending sorts walk them backwards. */
  orders: { popular: Int32Array; latest: Int32Array; price: Int32Array; discount: Int32Array };
  /** Each position's place in the popular order (0 the most popular). */
  popularRank: Int32Array;
  /** Each position's place in each order (`ranks.popular` is `popularRank`). */
  ranks: { popular: Int32Array; latest: Int32Array; price: Int32Array; discount: Int32Array };
  /** The full-text lexemes of every product, for finding a search's products in memory. */
  lexemes: LexemeIndex;
  /** Every active product's listing item, serialised. */
  items: ListingItems;
  /** Caches of counts, of search matches and of product rows, dropped with the index. */
  summaries: TtlMemo;
  searches: TtlMemo;
  products: TtlMemo;
}

/** A product's listing row (sizes in their order), with what the index files it under. */
interface FactRow extends Omit<ListingRow, 'sellable' | 'has_variant'> {
  image: string | null;
  gender: string | null;
  color: string | null;
  variant_group: string | null;
  is_active: boolean;
  r_popular: number;
  r_latest: number;
  r_price: number;
  r_discount: number;
  lexemes: string[] | null;
}

async function load(db: Db): Promise<CatalogIndex> {
  // Sort ranks come from the database so ties and timestamp precision order exactly as SQL would.
  const [{ rows }, items] = await Promise.all([
    sql<FactRow>`
      SELECT p.uid, p.slug, p.name, p.item_code, p.brand_uid, p.category_uid, p.category_uids, p.department_uid,
        p.attributes, p.tags, p.medias, p.rating, p.rating_count, p.price_marked_min, p.price_marked_max,
        p.price_effective_min, p.price_effective_max, p.discount_percent, p.online_at, coalesce(s.sizes, '{}') AS sizes,
        p.medias->0->>'url' AS image, p.attributes->>'gender' AS gender, p.attributes->>'color' AS color,
        p.variant_group, p.is_active,
        row_number() OVER (ORDER BY p.popularity DESC, p.uid) AS r_popular,
        row_number() OVER (ORDER BY p.online_at, p.uid) AS r_latest,
        row_number() OVER (ORDER BY p.price_effective_min, p.uid) AS r_price,
        row_number() OVER (ORDER BY p.discount_percent, p.uid) AS r_discount,
        tsvector_to_array(p.search_vector) AS lexemes
      FROM products p
      LEFT JOIN (SELECT product_uid, array_agg(size ORDER BY position) AS sizes FROM product_sizes GROUP BY product_uid) s
        ON s.product_uid = p.uid
      ORDER BY p.uid`.execute(db),
    db.selectFrom('collection_items').select(['collection_uid', 'product_uid']).execute(),
  ]);
  const size = rows.length;
  const index: CatalogIndex = {
    size,
    uids: new Int32Array(size),
    positions: new Map(),
    active: emptyBits(size),
    department: new Map(),
    category: new Map(),
    within: new Map(),
    brand: new Map(),
    gender: new Map(),
    color: new Map(),
    discount: new Map(),
    rating: new Map(),
    tags: new Map(),
    sizes: new Map(),
    collections: new Map(),
    names: TextColumn.of(rows.map((row) => row.name)),
    slugs: TextColumn.of(rows.map((row) => row.slug)),
    images: TextColumn.of(rows.map((row) => row.image)),
    price: new Float64Array(size),
    discountPercent: new Int32Array(size),
    stars: new Float64Array(size),
    orders: {
      popular: new Int32Array(size),
      latest: new Int32Array(size),
      price: new Int32Array(size),
      discount: new Int32Array(size),
    },
    popularRank: new Int32Array(size),
    ranks: {
      popular: new Int32Array(0),
      latest: new Int32Array(size),
      price: new Int32Array(size),
      discount: new Int32Array(size),
    },
    lexemes: buildLexemeIndex(rows.map((row) => row.lexemes)),
    items: new ListingItems(size),
    summaries: new TtlMemo({ ttlMs: 60_000, maxEntries: 2_000 }),
    searches: new TtlMemo({ ttlMs: 60_000, maxEntries: 300 }),
    products: new TtlMemo({ ttlMs: 60_000, maxEntries: 5_000 }),
  };
  index.ranks.popular = index.popularRank;
  const add = <K>(map: Map<K, Bits>, key: K, i: number) => {
    let bits = map.get(key);
    if (!bits) {
      bits = emptyBits(size);
      map.set(key, bits);
    }
    addBit(bits, i);
  };
  const position = index.positions;
  // A variant is listed as having variants when another product of its group is active.
  const activeInGroup = new Map<string, number>();
  for (const row of rows) {
    if (row.is_active && row.variant_group !== null)
      activeInGroup.set(row.variant_group, (activeInGroup.get(row.variant_group) ?? 0) + 1);
  }
  rows.forEach((row, i) => {
    index.uids[i] = row.uid;
    position.set(row.uid, i);
    if (row.is_active) addBit(index.active, i);
    add(index.department, String(row.department_uid), i);
    add(index.category, String(row.category_uid), i);
    for (const uid of row.category_uids) add(index.within, uid, i);
    add(index.brand, String(row.brand_uid), i);
    if (row.gender !== null) add(index.gender, row.gender, i);
    if (row.color !== null) add(index.color, row.color, i);
    for (const tag of new Set(row.tags)) add(index.tags, tag, i);
    for (const value of new Set(row.sizes)) add(index.sizes, value, i);
    if (row.is_active) {
      const others = (row.variant_group === null ? 0 : (activeInGroup.get(row.variant_group) ?? 0)) - 1;
      index.items.add(i, { ...row, has_variant: others > 0 });
    }
    const price = Number(row.price_effective_min);
    const discount = Number(row.discount_percent);
    const rating = Number(row.rating);
    index.price[i] = price;
    index.discountPercent[i] = discount;
    index.stars[i] = rating;
    add(index.discount, String(Math.min(Math.trunc(discount / 10), 5)), i);
    add(index.rating, String(Math.floor(rating)), i);
    index.orders.popular[Number(row.r_popular) - 1] = i;
    index.popularRank[i] = Number(row.r_popular) - 1;
    index.orders.latest[Number(row.r_latest) - 1] = i;
    index.ranks.latest[i] = Number(row.r_latest) - 1;
    index.orders.price[Number(row.r_price) - 1] = i;
    index.ranks.price[i] = Number(row.r_price) - 1;
    index.orders.discount[Number(row.r_discount) - 1] = i;
    index.ranks.discount[i] = Number(row.r_discount) - 1;
  });
  for (const item of items) {
    const i = position.get(item.product_uid);
    if (i !== undefined) add(index.collections, item.collection_uid, i);
  }
  return index;
}

/** How often, at most, the catalogue's change counter is read. */
const CHECK_EVERY_MS = 1_000;
/** Without the change counter (an older schema), the index is simply rebuilt this often. */
const FALLBACK_TTL_MS = 60_000;

interface IndexState {
  index?: Promise<CatalogIndex>;
  version?: string;
  checkedAt: number;
  checking?: Promise<CatalogIndex>;
}
const states = new WeakMap<Db, IndexState>();

async function changeVersion(db: Db): Promise<string> {
  try {
    const { rows } = await sql<{ version: string | number }>`SELECT version FROM catalog_changes`.execute(db);
    return String(rows[0]?.version ?? 0);
  } catch {
    return `time:${Math.floor(Date.now() / FALLBACK_TTL_MS)}`;
  }
}

async function refresh(db: Db, state: IndexState): Promise<CatalogIndex> {
  const version = await changeVersion(db);
  state.checkedAt = Date.now();
  if (state.index && version === state.version) return state.index;
  const index = load(db);
  state.index = index;
  state.version = version;
  index.catch(() => {
    if (state.index === index) state.index = undefined;
  });
  return index;
}

/** The catalogue index of a database, built on first use and rebuilt after the catalogue changes. */
export function catalogIndex(db: Db): Promise<CatalogIndex> {
  let state = states.get(db);
  if (!state) {
    state = { checkedAt: 0 };
    states.set(db, state);
  }
  if (state.index && Date.now() - state.checkedAt < CHECK_EVERY_MS) return state.index;
  if (state.checking) return state.checking;
  const current = state;
  const checking = refresh(db, current).finally(() => {
    current.checking = undefined;
  });
  current.checking = checking;
  return checking;
}

/** Forgets the index, so the next listing reads the catalogue again. */
export function forgetCatalogIndex(db: Db): void {
  states.delete(db);
}

/**
 * After a catalogue change: the next listing reads the change counter at once (rebuilding the index if it moved),
 * and no kept count, match or product outlives the change. Gives the index as it was, for what else keeps values
 * per index (see catalogue-changed.ts).
 */
export function forgetKeptCatalogue(db: Db): Promise<CatalogIndex> | undefined {
  const state = states.get(db);
  if (!state) return undefined;
  state.checkedAt = 0;
  state.index
    ?.then((index) => {
      for (const memo of [index.summaries, index.searches, index.products]) memo.clear();
    })
    .catch(() => {});
  return state.index;
}
