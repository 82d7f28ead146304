import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
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

export async function productBySlug(db: Db, slug: string): Promise<ProductRow> {
  const [row] = await productsBySlugs(db, [slug]);
  if (!row) throw notFound('Product not found');
  return row;
}

/**
 * Up to `limit` other products of the same leaf category: the closest in price ('similar') or the most
 * popular ('frequent'), ties broken by uid so the pick never changes between calls.
 */
export async function sameCategoryProducts(
  db: Db,
  product: ProductRow,
  pick: 'similar' | 'frequent',
  limit: number,
): Promise<ProductRow[]> {
  const order =
    pick === 'similar'
      ? sql`abs(p.price_effective_min - ${product.price_effective_min}), p.uid`
      : sql`p.popularity DESC, p.uid`;
  const { rows } = await sql<ProductRow>`SELECT ${COLUMNS} FROM products p
    WHERE p.category_uid = ${product.category_uid} AND p.uid <> ${product.uid} AND p.is_active
    ORDER BY ${order} LIMIT ${limit}`.execute(db);
  return rows;
}

export interface VariantRow {
  uid: number;
  slug: string;
  name: string;
  attributes: Record<string, unknown>;
  medias: { url: string; type: string; alt: string }[];
  is_available: boolean;
}

export async function variantGroup(db: Db, group: string): Promise<VariantRow[]> {
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
