import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { type Bits, forEachInBoth, hasBit } from './bitset';
import { type CatalogIndex, catalogIndex } from './catalog-index';
import type { ProductBase } from './product-view';

export type ProductRow = ProductBase & {
  description: string;
  short_description: string;
  highlights: string[];
  variant_group: string | null;
  popularity: number;
};

const COLUMNS = sql`p.uid, p.slug, p.name, p.item_code, p.brand_uid, p.category_uid, p.category_uids, p.department_uid,
  p.description, p.short_description, p.highlights, p.attributes, p.tags, p.medias, p.rating, p.rating_count,
  p.variant_group, p.price_marked_min, p.price_marked_max, p.price_effective_min, p.price_effective_max,
  p.discount_percent, p.popularity, p.online_at,
  (p.variant_group IS NOT NULL AND EXISTS (SELECT 1 FROM products v
    WHERE v.variant_group = p.variant_group AND v.uid <> p.uid AND v.is_active)) AS has_variant`;

/** Active products with these slugs, in the order asked. */
export async function productsBySlugs(db: Db, slugs: string[]): Promise<ProductRow[]> {
  if (slugs.length === 0) return [];
  const { rows } = await sql<ProductRow>`SELECT ${COLUMNS} FROM products p
    WHERE p.slug IN (${sql.join(slugs)}) AND p.is_active`.execute(db);
  return slugs.flatMap((slug) => rows.filter((r) => r.slug === slug));
}

/** A quantity tier of a product's bulk prices: from `min_quantity` items up, `discount_percent` off. */
export interface BulkTier {
  min_quantity: number;
  discount_percent: number;
}

/** The product page's product: its row and its bulk price tiers, which change with the catalogue as it does. */
export type PageProductRow = ProductRow & { bulk_tiers: BulkTier[] };

/** How long a product row is reused; a catalogue change drops it sooner, with the index. */
const PRODUCT_TTL_MS = 30_000;

// Keys of the index's product memo: rows by slug (with their bulk tiers), by uid, and variant groups.
const bySlug = (slug: string) => `slug ${slug}`;
const byUid = (uid: number) => `uid ${uid}`;
const byGroup = (group: string) => `group ${group}`;

/** How long the stock read with a product's row may stand in for reading it again (see freshSizeStock). */
const STOCK_READ_WITH_ROW_MS = 1_000;

// The sizes' stock read in the same query as a kept row, for the one sizes call of the page that read it.
const stockReadWith = new WeakMap<PageProductRow, { stock: SizeStock[]; at: number }>();

async function pageProductRow(db: Db, slug: string): Promise<PageProductRow | null> {
  const { rows } = await sql<PageProductRow & { size_stock: SizeStock[] }>`SELECT ${COLUMNS},
      coalesce((SELECT json_agg(json_build_object('min_quantity', t.min_quantity,
        'discount_percent', t.discount_percent) ORDER BY t.min_quantity)
        FROM bulk_price_tiers t WHERE t.product_uid = p.uid), '[]'::json) AS bulk_tiers,
      coalesce((SELECT json_agg(json_build_object('size_id', ps.id, 'size', ps.size, 'display', ps.display,
          'price_marked', ps.price_marked, 'price_effective', ps.price_effective,
          'seller_identifier', ps.seller_identifier, 'weight_grams', ps.weight_grams, 'store_uid', i.store_uid,
          'quantity', coalesce(i.quantity, 0)::int) ORDER BY ps.position, i.store_uid)
        FROM product_sizes ps LEFT JOIN inventory i ON i.size_id = ps.id WHERE ps.product_uid = p.uid),
        '[]'::json) AS size_stock
    FROM products p WHERE p.slug = ${slug} AND p.is_active`.execute(db);
  if (!rows[0]) return null;
  const { size_stock, ...row } = rows[0];
  stockReadWith.set(row, { stock: size_stock, at: Date.now() });
  return row;
}

/**
 * The active product with this slug. A product page asks for it in each of its calls (detail, sizes, variants,
 * similar, compared, bulk prices), so rows are kept briefly beside the catalogue index, with the bulk tiers
 * read in the same query. Callers must not change the row.
 */
export async function productBySlug(db: Db, slug: string): Promise<PageProductRow> {
  const index = await catalogIndex(db);
  const row = await index.products.get(bySlug(slug), () => pageProductRow(db, slug), PRODUCT_TTL_MS);
  if (!row) throw notFound('Product not found');
  return row as PageProductRow;
}

/**
 * Active products with these uids, in the order asked. Rows are kept like productBySlug's: the similar and
 * frequently compared products of a category are mostly the same few, asked for by every page of it.
 */
async function productsByUids(db: Db, uids: number[]): Promise<ProductRow[]> {
  if (uids.length === 0) return [];
  const index = await catalogIndex(db);
  const kept = new Map<number, Promise<ProductRow | null>>();
  const missing: number[] = [];
  for (const uid of uids) {
    const hit = index.products.peek<ProductRow | null>(byUid(uid));
    if (hit) kept.set(uid, hit);
    else missing.push(uid);
  }
  if (missing.length > 0) {
    const read = readByUids(db, missing);
    for (const uid of missing) {
      kept.set(
        uid,
        index.products.put(
          byUid(uid),
          read.then((rows) => rows.get(uid) ?? null),
          PRODUCT_TTL_MS,
        ),
      );
    }
  }
  const rows = await Promise.all(uids.map((uid) => kept.get(uid)));
  return rows.filter((row): row is ProductRow => Boolean(row));
}

async function readByUids(db: Db, uids: number[]): Promise<Map<number, ProductRow>> {
  const { rows } = await sql<ProductRow>`SELECT ${COLUMNS} FROM products p
    WHERE p.uid = ANY(${`{${uids.join(',')}}`}::int[]) AND p.is_active`.execute(db);
  return new Map(rows.map((row) => [row.uid, row]));
}

/**
 * Up to `limit` other products of the same leaf category: the closest in price ('similar') or the most
 * popular ('frequent'), ties broken by uid so the pick never changes between calls. Picked from the in-memory
 * catalogue index (the category has no index of its own in the database), then read by primary key, with the
 * other pick's rows.
 */
export async function sameCategoryProducts(
  db: Db,
  product: ProductRow,
  pick: 'similar' | 'frequent',
  limit: number,
): Promise<ProductRow[]> {
  const index = await catalogIndex(db);
  const category = index.category.get(String(product.category_uid));
  if (!category) return [];
  const similar = closestInPrice(index, category, product, limit);
  const frequent = mostPopular(index, category, product, limit);
  // A product page asks for both picks at once: whichever call comes first reads the rows of both in one
  // query, and the other finds them kept.
  const rows = await productsByUids(db, [...new Set([...similar, ...frequent])]);
  const byUid = new Map(rows.map((row) => [row.uid, row]));
  return (pick === 'similar' ? similar : frequent).flatMap((uid) => byUid.get(uid) ?? []);
}

const isCandidate = (index: CatalogIndex, category: Bits, i: number, product: ProductRow) =>
  hasBit(category, i) && hasBit(index.active, i) && index.uids[i] !== product.uid;

function mostPopular(index: CatalogIndex, category: Bits, product: ProductRow, limit: number): number[] {
  const picked: number[] = [];
  for (const i of index.orders.popular) {
    if (picked.length === limit) break;
    if (isCandidate(index, category, i, product)) picked.push(index.uids[i]);
  }
  return picked;
}

function closestInPrice(index: CatalogIndex, category: Bits, product: ProductRow, limit: number): number[] {
  const target = Number(product.price_effective_min);
  const best: { uid: number; distance: number }[] = [];
  const worse = (a: { uid: number; distance: number }, b: { uid: number; distance: number }) =>
    a.distance > b.distance || (a.distance === b.distance && a.uid > b.uid);
  forEachInBoth(category, index.active, (i) => {
    if (index.uids[i] === product.uid) return;
    const candidate = { uid: index.uids[i], distance: Math.abs(index.price[i] - target) };
    if (best.length === limit && !worse(best[limit - 1], candidate)) return;
    if (best.length === limit) best.pop();
    let at = best.length;
    while (at > 0 && worse(best[at - 1], candidate)) at--;
    best.splice(at, 0, candidate);
  });
  return best.map((b) => b.uid);
}

export interface VariantRow {
  uid: number;
  slug: string;
  name: string;
  attributes: Record<string, unknown>;
  medias: { url: string; type: string; alt: string }[];
  is_available: boolean;
}

/** The active products of a variant group, kept like product rows (the variants endpoint is cached as long). */
export async function variantGroup(db: Db, group: string): Promise<VariantRow[]> {
  const index = await catalogIndex(db);
  return index.products.get(byGroup(group), () => readVariantGroup(db, group), PRODUCT_TTL_MS);
}

async function readVariantGroup(db: Db, group: string): Promise<VariantRow[]> {
  const { rows } = await sql<VariantRow>`SELECT p.uid, p.slug, p.name, p.attributes, p.medias,
      EXISTS (SELECT 1 FROM product_sizes ps JOIN inventory i ON i.size_id = ps.id
              WHERE ps.product_uid = p.uid AND i.quantity > 0) AS is_available
    FROM products p WHERE p.variant_group = ${group} AND p.is_active ORDER BY p.uid`.execute(db);
  return rows;
}

/** One size of a product in one store (store_uid null when the size has no stock record). */
export interface SizeStock {
  size_id: number;
  size: string;
  display: string;
  price_marked: number;
  price_effective: number;
  seller_identifier: string;
  weight_grams: number;
  store_uid: number | null;
  quantity: number;
}

export async function sizeStock(db: Db, productUid: number, size?: string): Promise<SizeStock[]> {
  const bySize = size === undefined ? sql`` : sql`AND ps.size = ${size}`;
  const { rows } = await sql<SizeStock>`SELECT ps.id AS size_id, ps.size, ps.display, ps.price_marked,
      ps.price_effective, ps.seller_identifier, ps.weight_grams, i.store_uid, coalesce(i.quantity, 0)::int AS quantity
    FROM product_sizes ps LEFT JOIN inventory i ON i.size_id = ps.id
    WHERE ps.product_uid = ${productUid} ${bySize}
    ORDER BY ps.position, i.store_uid`.execute(db);
  return rows;
}

/**
 * A product's sizes with their stock (sizeStock), now. A product page asks for the row and then for the sizes
 * at once: the stock read in the row's own query, a moment ago, serves that first call instead of a query of
 * its own; any later call reads again.
 */
export async function freshSizeStock(db: Db, product: PageProductRow): Promise<SizeStock[]> {
  const read = stockReadWith.get(product);
  if (read) {
    stockReadWith.delete(product);
    if (Date.now() - read.at < STOCK_READ_WITH_ROW_MS) return read.stock;
  }
  return sizeStock(db, product.uid);
}

export interface StockRow extends SizeStock {
  product_uid: number;
}

/** Stock records of products by uid or of articles by their seller identifier (SKU, EAN, …). */
export async function stockByIdentifiers(
  db: Db,
  productUids: number[],
  identifiers: string[],
): Promise<StockRow[]> {
  const conditions = [];
  if (productUids.length) conditions.push(sql`ps.product_uid IN (${sql.join(productUids)})`);
  if (identifiers.length) conditions.push(sql`ps.seller_identifier IN (${sql.join(identifiers)})`);
  if (conditions.length === 0) return [];
  const { rows } =
    await sql<StockRow>`SELECT ps.product_uid, ps.id AS size_id, ps.size, ps.display, ps.price_marked,
      ps.price_effective, ps.seller_identifier, ps.weight_grams, i.store_uid, i.quantity
    FROM product_sizes ps JOIN inventory i ON i.size_id = ps.id JOIN products p ON p.uid = ps.product_uid
    WHERE p.is_active AND (${sql.join(conditions, sql` OR `)})
    ORDER BY ps.product_uid, ps.position, i.store_uid LIMIT 500`.execute(db);
  return rows;
}
