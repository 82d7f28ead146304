import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Money } from './columns';

// The catalogue: departments, brands, categories, products with their sizes and stock, collections, bundles.

export interface DepartmentTable {
  uid: number;
  slug: string;
  name: string;
  logo: string;
  priority_order: number;
}

export interface BrandTable {
  uid: number;
  slug: string;
  name: string;
  description: string;
  logo: string;
  banner_portrait: string;
  banner_landscape: string;
  department_uids: number[];
  priority: number;
}

export interface CategoryTable {
  uid: number;
  slug: string;
  name: string;
  /** null for the first level. */
  parent_uid: number | null;
  level: number;
  department_uids: number[];
  logo: string;
  banner_portrait: string;
  banner_landscape: string;
  priority: number;
}

export interface ProductTable {
  uid: number;
  slug: string;
  name: string;
  item_code: string;
  brand_uid: number;
  brand_name: string;
  /** The leaf (third-level) category. */
  category_uid: number;
  /** All category levels, leaf last, for filtering by any level. */
  category_uids: number[];
  department_uid: number;
  description: string;
  short_description: string;
  highlights: string[];
  /** Free attributes (subtitle, color, gender, material, …) as the platform's `attributes`. */
  attributes: Json;
  tags: string[];
  medias: Json<{ url: string; type: string; alt: string; width: number; height: number }[]>;
  rating: number;
  rating_count: number;
  /** Products sharing a variant group are variants of each other (e.g. by colour). */
  variant_group: string | null;
  price_marked_min: Money;
  price_marked_max: Money;
  price_effective_min: Money;
  price_effective_max: Money;
  discount_percent: number;
  /** Popularity for the default sort. */
  popularity: number;
  is_active: boolean;
  online_at: Date;
  /** Extra searchable words: category names, colour, material, tags. */
  search_text: string;
  /** Filled by the database from name, brand name and search_text. */
  search_vector: ColumnType<string, never, never>;
}

/** A sellable size of a product (an article). */
export interface ProductSizeTable {
  id: Generated<number>;
  product_uid: number;
  size: string;
  display: string;
  position: number;
  price_marked: Money;
  price_effective: Money;
  seller_identifier: string;
  weight_grams: number;
}

export interface InventoryTable {
  size_id: number;
  store_uid: number;
  quantity: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CollectionTable {
  uid: string;
  slug: string;
  name: string;
  description: string;
  /** 'query' collections select by filters; 'items' collections list chosen products. */
  type: 'query' | 'items';
  /** For 'query': filter values keyed like the listing filters (brand, category, department, tags, …). */
  query: Json<Record<string, string[]>>;
  sort_on: string | null;
  logo: string;
  banner_portrait: string;
  banner_landscape: string;
  tags: string[];
  badge: Json;
  priority: number;
  is_active: boolean;
}

export interface CollectionItemTable {
  collection_uid: string;
  product_uid: number;
  position: number;
}

export interface BulkPriceTierTable {
  product_uid: number;
  min_quantity: number;
  discount_percent: number;
}

/** Products sold together (a product grouping); `choice` says whether the shopper picks one or several. */
export interface ProductBundleTable {
  id: string;
  slug: string;
  name: string;
  choice: Generated<'single' | 'multi'>;
  same_store_assignment: Generated<boolean>;
  is_active: Generated<boolean>;
  logo: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ProductBundleItemTable {
  bundle_id: string;
  product_uid: number;
  position: number;
  min_quantity: Generated<number>;
  max_quantity: number;
  auto_add_to_cart: Generated<boolean>;
  auto_select: Generated<boolean>;
  allow_remove: Generated<boolean>;
}
