import type { ListingRow } from './listing-sql';
import type { Taxonomy } from './taxonomy';
import { brandRef, categoryRef, compact, discountText, priceRange, productAction } from './views';

/** Product fields shared by listing items and the product page. */
export type ProductBase = Omit<ListingRow, 'sizes' | 'sellable' | 'has_variant'> & { has_variant: boolean };

const isoDate = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function categoryMap(uids: number[], taxonomy: Taxonomy) {
  const map: Record<string, ReturnType<typeof categoryRef>> = {};
  for (const uid of uids) {
    const category = taxonomy.categoryByUid.get(uid);
    if (category) map[`l${category.level}`] = categoryRef(category);
  }
  return map;
}

/** The members of a product summary that come from the taxonomy: its brand and categories. */
export type TaxonomyMembers = ReturnType<typeof taxonomyMembers>;

export function taxonomyMembers(
  row: Pick<ProductBase, 'brand_uid' | 'category_uid' | 'category_uids'>,
  taxonomy: Taxonomy,
) {
  const brand = taxonomy.brandByUid.get(row.brand_uid);
  const leaf = taxonomy.categoryByUid.get(row.category_uid);
  return {
    brand: brand && brandRef(brand),
    categories: leaf ? [categoryRef(leaf)] : [],
    category_map: categoryMap(row.category_uids, taxonomy),
  };
}

function summaryOf(row: ProductBase, named: TaxonomyMembers) {
  const subtitle = typeof row.attributes.subtitle === 'string' ? row.attributes.subtitle : undefined;
  return compact({
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    item_code: row.item_code,
    item_type: 'standard',
    type: 'product',
    brand: named.brand,
    price: {
      effective: priceRange(row.price_effective_min, row.price_effective_max),
      marked: priceRange(row.price_marked_min, row.price_marked_max),
    },
    discount: discountText(row.discount_percent),
    medias: row.medias.map((m) => compact({ ...m, type: m.type || 'image', alt: m.alt ?? row.name })),
    has_variant: row.has_variant,
    rating: Number(row.rating),
    rating_count: row.rating_count,
    categories: named.categories,
    category_map: named.category_map,
    tags: row.tags,
    teaser_tag: typeof row.attributes.teaser_tag === 'string' ? row.attributes.teaser_tag : undefined,
    attributes: row.attributes,
    seo: { title: row.name, description: subtitle ?? row.name },
    action: productAction(row.slug),
    product_online_date: isoDate(row.online_at),
    _custom_json: {},
    _custom_meta: [],
  });
}

export function productSummary(row: ProductBase, taxonomy: Taxonomy) {
  return summaryOf(row, taxonomyMembers(row, taxonomy));
}

/**
 * An item of a product listing (ProductListingDetail), its brand and categories given apart: listings write
 * them from the taxonomy of the moment into items serialised earlier.
 */
export function listingItem(row: ListingRow, named: TaxonomyMembers) {
  return { ...summaryOf(row, named), sizes: row.sizes, sellable: row.sellable };
}
