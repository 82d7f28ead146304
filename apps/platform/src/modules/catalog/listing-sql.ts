import type { ProductSortValue } from '@vitrine/contract';
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
