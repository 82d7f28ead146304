import { z } from 'zod';
import { Action, CustomMeta, Page } from './common';

/** Response shapes of the catalog endpoints: required fields as the platform's v1.4.13 models require them. */

const Media = z.looseObject({
  url: z.string().optional(),
  type: z.string().optional(),
  alt: z.string().optional(),
});
const ImageUrls = z.looseObject({ portrait: Media.optional(), landscape: Media.optional() });
const PriceRange = z.looseObject({
  min: z.number().optional(),
  max: z.number().optional(),
  currency_code: z.string().optional(),
  currency_symbol: z.string().optional(),
});
const ListingPrice = z.looseObject({ effective: PriceRange.optional(), marked: PriceRange.optional() });
const ProductBrand = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  logo: Media.optional(),
  description: z.string().optional(),
  action: Action.optional(),
});
const ProductCore = {
  uid: z.number().optional(),
  slug: z.string(),
  name: z.string().optional(),
  item_code: z.string().optional(),
  item_type: z.string().optional(),
  type: z.string().optional(),
  brand: ProductBrand.optional(),
  price: ListingPrice.optional(),
  discount: z.string().optional(),
  medias: z.array(Media).optional(),
  has_variant: z.boolean().optional(),
  rating: z.number().optional(),
  rating_count: z.number().optional(),
  categories: z.array(ProductBrand).optional(),
  category_map: z.looseObject({}).optional(),
  tags: z.array(z.string()).optional(),
  teaser_tag: z.string().optional(),
  attributes: z.unknown().optional(),
  seo: z.looseObject({}).optional(),
  action: Action.optional(),
  product_online_date: z.string().optional(),
  _custom_json: z.unknown().optional(),
  _custom_meta: CustomMeta.optional(),
};
export const ProductListingDetail = z.looseObject({
  ...ProductCore,
  sizes: z.array(z.string()).optional(),
  sellable: z.boolean().optional(),
});
export type ProductListingItem = z.output<typeof ProductListingDetail>;
export const ProductDetail = z.looseObject({
  ...ProductCore,
  description: z.string().optional(),
  short_description: z.string().optional(),
  highlights: z.array(z.string()).optional(),
  similars: z.array(z.string()).optional(),
  tryouts: z.array(z.string()).optional(),
  grouped_attributes: z
    .array(z.looseObject({ title: z.string().optional(), details: z.array(z.looseObject({})).optional() }))
    .optional(),
  department: z
    .looseObject({ uid: z.number().optional(), name: z.string().optional(), slug: z.string().optional() })
    .optional(),
  moq: z.looseObject({ minimum: z.number().optional(), maximum: z.number().optional() }).optional(),
});
const FilterValue = z.looseObject({
  display: z.string(),
  is_selected: z.boolean(),
  value: z.string().optional(),
  count: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  selected_min: z.number().optional(),
  selected_max: z.number().optional(),
  currency_code: z.string().optional(),
  currency_symbol: z.string().optional(),
  query_format: z.string().optional(),
  display_format: z.string().optional(),
});
const ProductFilter = z.looseObject({
  key: z.looseObject({
    name: z.string(),
    display: z.string(),
    kind: z.string().optional(),
    logo: z.string().optional(),
  }),
  values: z.array(FilterValue),
});
const SortOption = z.looseObject({
  name: z.string().optional(),
  value: z.string().optional(),
  display: z.string().optional(),
  is_selected: z.boolean().optional(),
  logo: z.string().optional(),
});
export const ProductListing = z.looseObject({
  items: z.array(ProductListingDetail).optional(),
  filters: z.array(ProductFilter).optional(),
  sort_on: z.array(SortOption).optional(),
  page: Page,
});
const Dimension = z.looseObject({
  unit: z.string(),
  height: z.number(),
  length: z.number(),
  width: z.number(),
  is_default: z.boolean(),
});
const Weight = z.looseObject({ unit: z.string(), shipping: z.number(), is_default: z.boolean() });
export const ProductSizes = z.looseObject({
  sizes: z
    .array(
      z.looseObject({
        value: z.string().optional(),
        display: z.string().optional(),
        quantity: z.number().optional(),
        is_available: z.boolean().optional(),
        seller_identifiers: z.array(z.string()).optional(),
        dimension: Dimension.optional(),
        weight: Weight.optional(),
      }),
    )
    .optional(),
  price: z.looseObject({ effective: PriceRange.optional(), marked: PriceRange.optional() }).optional(),
  sellable: z.boolean().optional(),
  multi_size: z.boolean().optional(),
  discount: z.string().optional(),
  stores: z.looseObject({ count: z.number().optional() }).optional(),
});
const StockPrice = z.looseObject({
  effective: z.number().optional(),
  marked: z.number().optional(),
  selling: z.number().optional(),
  currency_code: z.string().optional(),
  currency_symbol: z.string().optional(),
});
const Counted = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  count: z.number().optional(),
});
export const SizePrice = z.looseObject({
  store: Counted.optional(),
  seller: Counted.optional(),
  article_id: z.string().optional(),
  quantity: z.number().optional(),
  price: StockPrice.optional(),
  price_per_piece: StockPrice.optional(),
  discount: z.string().optional(),
  seller_count: z.number().optional(),
  pincode: z.number().optional(),
  long_lat: z.array(z.number()).optional(),
  delivery_promise: z.looseObject({ min: z.string().optional(), max: z.string().optional() }).optional(),
});
export const SizeSellers = z.looseObject({
  items: z.array(SizePrice).optional(),
  page: Page,
  sort_on: z.array(SortOption).optional(),
});
export const AttributeMetadata = z.array(
  z.looseObject({
    title: z.string().optional(),
    details: z
      .array(z.looseObject({ key: z.string().optional(), display: z.string().optional() }))
      .optional(),
  }),
);
export const CompareResult = z.looseObject({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  items: z.array(ProductDetail).optional(),
  attributes_metadata: AttributeMetadata.optional(),
});
const VariantItem = z.looseObject({
  uid: z.number().optional(),
  slug: z.string().optional(),
  name: z.string().optional(),
  value: z.string().optional(),
  color: z.string().optional(),
  color_name: z.string().optional(),
  is_available: z.boolean().optional(),
  medias: z.array(Media).optional(),
  action: Action.optional(),
});
export const Variants = z.looseObject({
  variants: z
    .array(
      z.looseObject({
        header: z.string().optional(),
        key: z.string().optional(),
        display_type: z.string().optional(),
        group_id: z.string().optional(),
        items: z.array(VariantItem).optional(),
      }),
    )
    .optional(),
});
export const BrandItem = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  logo: Media.optional(),
  banners: ImageUrls.optional(),
  departments: z.array(z.string()).optional(),
  action: Action.optional(),
});
export const Taxon = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  logo: Media.optional(),
  banners: ImageUrls.optional(),
  description: z.string().optional(),
});
type CategoryNode = {
  uid: number;
  name: string;
  slug: string;
  banners: z.infer<typeof ImageUrls>;
  action: z.infer<typeof Action>;
  childs?: CategoryNode[];
};
export const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.looseObject({
    uid: z.number(),
    name: z.string(),
    slug: z.string(),
    banners: ImageUrls,
    action: Action,
    childs: z.array(CategoryNode).optional(),
  }),
);
const CollectionQuery = z.array(
  z.looseObject({ attribute: z.string(), op: z.string(), value: z.array(z.unknown()) }),
);
const CollectionCore = {
  uid: z.string().optional(),
  name: z.string().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  type: z.string().optional(),
  query: CollectionQuery.optional(),
  sort_on: z.string().optional(),
  logo: Media.optional(),
  banners: ImageUrls.optional(),
  badge: z.unknown().optional(),
  priority: z.number().optional(),
  is_active: z.boolean().optional(),
  allow_facets: z.boolean().optional(),
  allow_sort: z.boolean().optional(),
};
export const CollectionItem = z.looseObject({
  ...CollectionCore,
  tags: z.array(z.string()).optional(),
  action: Action.optional(),
});
export const CollectionDetail = z.looseObject({ ...CollectionCore, tag: z.array(z.string()).optional() });
export const NamedChoice = z.looseObject({
  name: z.string().optional(),
  display: z.string().optional(),
  is_selected: z.boolean().optional(),
});
export const Department = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  slug: z.string().optional(),
  logo: Media.optional(),
  priority_order: z.number().optional(),
});
export const Suggestion = z.looseObject({
  display: z.string().optional(),
  type: z.string().optional(),
  logo: Media.optional(),
  action: Action.optional(),
});
export const StockItem = z.looseObject({
  uid: z.string().optional(),
  item_id: z.number().optional(),
  size: z.string().optional(),
  quantity: z.number().optional(),
  store: z
    .looseObject({ id: z.number().optional(), name: z.string().optional(), code: z.string().optional() })
    .optional(),
  price: z
    .looseObject({
      effective: z.number().optional(),
      marked: z.number().optional(),
      currency: z.string().optional(),
    })
    .optional(),
});
export const StoreSummary = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  store_code: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  pincode: z.number().optional(),
  lat_long: z
    .looseObject({ type: z.string().optional(), coordinates: z.array(z.number()).optional() })
    .optional(),
  tags: z.array(z.string()).optional(),
});
const StoreAddress = z.looseObject({
  address1: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  pincode: z.number().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
const PhoneNumber = z.looseObject({ country_code: z.number(), number: z.string() });
export const AppStore = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  store_code: z.string().optional(),
  address: StoreAddress.optional(),
  contact_numbers: z.array(PhoneNumber).optional(),
});
export const StoreDetails = AppStore.extend({
  timing: z.array(z.looseObject({ weekday: z.string().optional(), open: z.boolean().optional() })).optional(),
});
