import type { ProductSortValue } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ListingFilters } from './filters';

/** What a listing is limited to before any shopper filter: everything, or one collection. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'items'; collectionUid: string }
  | { kind: 'query'; filters: ListingFilters }
  | { kind: 'none' };

export type SortValue = ProductSortValue;

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
 * The rows of the given products, in the order given, with their sizes, stock and variant flags. Each flag is
 * a per-row subquery so the plan stays a few index lookups per product whatever the table statistics say.
 */
export async function selectRows(db: Db, uids: number[]): Promise<ListingRow[]> {
  if (uids.length === 0) return [];
  const { rows } = await sql<ListingRow>`
    SELECT p.uid, p.slug, p.name, p.item_code, p.brand_uid, p.category_uid, p.category_uids, p.department_uid,
      p.attributes, p.tags, p.medias, p.rating, p.rating_count, p.price_marked_min, p.price_marked_max,
      p.price_effective_min, p.price_effective_max, p.discount_percent, p.online_at,
      ARRAY(SELECT ps.size FROM product_sizes ps WHERE ps.product_uid = p.uid ORDER BY ps.position) AS sizes,
      EXISTS (SELECT 1 FROM product_sizes ps WHERE ps.product_uid = p.uid
              AND EXISTS (SELECT 1 FROM inventory i WHERE i.size_id = ps.id AND i.quantity > 0)) AS sellable,
      (p.variant_group IS NOT NULL AND EXISTS (SELECT 1 FROM products v
        WHERE v.variant_group = p.variant_group AND v.uid <> p.uid AND v.is_active)) AS has_variant
    FROM products p WHERE p.uid = ANY(${`{${uids.join(',')}}`}::int[])`.execute(db);
  const byUid = new Map(rows.map((row) => [row.uid, row]));
  return uids.flatMap((uid) => byUid.get(uid) ?? []);
}
