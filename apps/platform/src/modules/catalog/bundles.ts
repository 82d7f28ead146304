import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { CURRENCY, rupees } from './views';

interface BundleRow {
  id: string;
  slug: string;
  name: string;
  choice: string;
  same_store_assignment: boolean;
  is_active: boolean;
  logo: string | null;
  created_at: Date;
  updated_at: Date;
}

interface BundledRow {
  bundle_id: string;
  product_uid: number;
  min_quantity: number;
  max_quantity: number;
  auto_add_to_cart: boolean;
  auto_select: boolean;
  allow_remove: boolean;
  name: string;
  slug: string;
  short_description: string;
  rating: number;
  rating_count: number;
  brand_uid: number;
  medias: { url: string; type: string }[];
  price_marked_min: number;
  price_marked_max: number;
  price_effective_min: number;
  price_effective_max: number;
  sizes: { value: string; display: string; quantity: number }[];
}

/** The active bundles a product (by slug) belongs to, or one bundle by id, with each product's sizes and prices. */
export async function productBundles(db: Db, query: { slug?: string; id?: string }, companyId: number) {
  if (!query.slug && !query.id) throw badRequest('Give slug (a product) or id (a bundle)');
  let bundles = db.selectFrom('product_bundles as b').selectAll('b').where('b.is_active', '=', true);
  if (query.id) bundles = bundles.where('b.id', '=', query.id);
  if (query.slug) {
    const slug = query.slug;
    bundles = bundles.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_bundle_items as i')
          .innerJoin('products as p', 'p.uid', 'i.product_uid')
          .select('i.product_uid')
          .whereRef('i.bundle_id', '=', 'b.id')
          .where('p.slug', '=', slug),
      ),
    );
  }
  const rows = (await bundles.orderBy('b.name').execute()) as BundleRow[];
  if (rows.length === 0) return { items: [] };
  const { rows: items } = await sql<BundledRow>`SELECT i.*, p.name, p.slug, p.short_description, p.rating,
      p.rating_count, p.brand_uid, p.medias, p.price_marked_min, p.price_marked_max, p.price_effective_min,
      p.price_effective_max,
      coalesce((SELECT json_agg(json_build_object('value', s.size, 'display', s.display,
          'quantity', (SELECT coalesce(sum(v.quantity), 0) FROM inventory v WHERE v.size_id = s.id)) ORDER BY s.position)
        FROM product_sizes s WHERE s.product_uid = p.uid), '[]'::json) AS sizes
    FROM product_bundle_items i JOIN products p ON p.uid = i.product_uid
    WHERE p.is_active AND i.bundle_id IN (${sql.join(rows.map((row) => row.id))})
    ORDER BY i.bundle_id, i.position`.execute(db);
  return {
    items: rows.map((bundle) => ({
      _id: bundle.id,
      slug: bundle.slug,
      name: bundle.name,
      choice: bundle.choice,
      logo: bundle.logo,
      is_active: bundle.is_active,
      same_store_assignment: bundle.same_store_assignment,
      company_id: companyId,
      page_visibility: ['pdp'],
      meta: {},
      created_on: new Date(bundle.created_at).toISOString(),
      modified_on: new Date(bundle.updated_at).toISOString(),
      products: items
        .filter((item) => item.bundle_id === bundle.id)
        .map((item) => ({
          product_uid: item.product_uid,
          min_quantity: item.min_quantity,
          max_quantity: item.max_quantity,
          auto_add_to_cart: item.auto_add_to_cart,
          auto_select: item.auto_select,
          allow_remove: item.allow_remove,
          sizes: item.sizes.map((size) => ({
            value: size.value,
            display: size.display,
            quantity: Number(size.quantity),
            is_available: Number(size.quantity) > 0,
          })),
          price: {
            min_effective: rupees(item.price_effective_min),
            max_effective: rupees(item.price_effective_max),
            min_marked: rupees(item.price_marked_min),
            max_marked: rupees(item.price_marked_max),
            currency: CURRENCY.currency_code,
          },
          product_details: {
            name: item.name,
            slug: item.slug,
            short_description: item.short_description,
            rating: item.rating,
            rating_count: item.rating_count,
            brand_uid: item.brand_uid,
            images: item.medias.filter((media) => media.type === 'image').map((media) => media.url),
            has_variant: false,
            out_of_stock: item.sizes.every((size) => Number(size.quantity) === 0),
          },
        })),
    })),
  };
}
