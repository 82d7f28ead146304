import { z } from 'zod';
import {
  Action,
  CustomMeta,
  noParams,
  noQuery,
  Page,
  queryBool,
  queryInt,
  queryNumber,
  queryText,
  slugParam,
} from './common';
import { endpoint } from './endpoint';

/** Sort orders of product listings; `relevance` applies only with a search text. */
export const productSortValues = [
  'relevance',
  'popular',
  'latest',
  'price_asc',
  'price_dsc',
  'discount_asc',
  'discount_dsc',
] as const;

const V1 = '/service/application/catalog/v1.0';
const V2 = '/service/application/catalog/v2.0';
const V3 = '/service/application/catalog/v3.0';
const V4 = '/service/application/catalog/v4.0';

// ——— query pieces ———

const pageNo = queryInt(1, 10_000, 'page_no');
const pageSize = queryInt(1, 100, 'page_size');
const sortOn = z.enum(productSortValues, {
  error: `sort_on must be one of ${productSortValues.join(', ')}`,
});
/** The listing query of products, collection items: spec §9 filter serialisation in `f`. */
const listingQuery = z.strictObject({
  q: queryText(200, 'q').optional(),
  f: queryText(2000, 'f').optional(),
  filters: queryBool('filters').optional(),
  sort_on: sortOn.optional(),
  page_id: queryText(100, 'page_id').optional(),
  page_size: pageSize.optional(),
  page_no: pageNo.optional(),
  page_type: z.enum(['number', 'cursor'], { error: 'page_type must be number or cursor' }).optional(),
});
const sizeParams = z.object({ slug: slugParam, size: z.string().min(1, 'size is required').max(50) });
const locationParams = z.object({
  location_id: z.string().regex(/^\d{1,9}$/, 'location_id must be a store number'),
});
const storeListingQuery = {
  page_no: pageNo.optional(),
  page_size: pageSize.optional(),
  q: queryText(200, 'q').optional(),
  city: queryText(100, 'city').optional(),
  range: queryInt(1, 100_000_000, 'range').optional(),
  latitude: queryNumber('latitude').optional(),
  longitude: queryNumber('longitude').optional(),
};
const textList = (label: string) =>
  z.union([queryText(100, label), z.array(queryText(100, label)).max(50, `At most 50 values of ${label}`)]);

// ——— response shapes (required fields as the platform's models require them) ———

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
const ProductListingDetail = z.looseObject({
  ...ProductCore,
  sizes: z.array(z.string()).optional(),
  sellable: z.boolean().optional(),
});
const ProductDetail = z.looseObject({
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
const ProductListing = z.looseObject({
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
const ProductSizes = z.looseObject({
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
const SizePrice = z.looseObject({
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
const SizeSellers = z.looseObject({
  items: z.array(SizePrice).optional(),
  page: Page,
  sort_on: z.array(SortOption).optional(),
});
const AttributeMetadata = z.array(
  z.looseObject({
    title: z.string().optional(),
    details: z
      .array(z.looseObject({ key: z.string().optional(), display: z.string().optional() }))
      .optional(),
  }),
);
const CompareResult = z.looseObject({
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
const Variants = z.looseObject({
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
const BrandItem = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  logo: Media.optional(),
  banners: ImageUrls.optional(),
  departments: z.array(z.string()).optional(),
  action: Action.optional(),
});
const Taxon = z.looseObject({
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
const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
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
const CollectionItem = z.looseObject({
  ...CollectionCore,
  tags: z.array(z.string()).optional(),
  action: Action.optional(),
});
const CollectionDetail = z.looseObject({ ...CollectionCore, tag: z.array(z.string()).optional() });
const NamedChoice = z.looseObject({
  name: z.string().optional(),
  display: z.string().optional(),
  is_selected: z.boolean().optional(),
});
const Department = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  slug: z.string().optional(),
  logo: Media.optional(),
  priority_order: z.number().optional(),
});
const Suggestion = z.looseObject({
  display: z.string().optional(),
  type: z.string().optional(),
  logo: Media.optional(),
  action: Action.optional(),
});
const StockItem = z.looseObject({
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
const StoreSummary = z.looseObject({
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
const AppStore = z.looseObject({
  uid: z.number().optional(),
  name: z.string().optional(),
  store_code: z.string().optional(),
  address: StoreAddress.optional(),
  contact_numbers: z.array(PhoneNumber).optional(),
});
const StoreDetails = AppStore.extend({
  timing: z.array(z.looseObject({ weekday: z.string().optional(), open: z.boolean().optional() })).optional(),
});

// ——— endpoints ———

const get = 'GET' as const;

const locationsQuery = z.strictObject({ ...storeListingQuery, tags: textList('tags').optional() });
const inStockQuery = z.strictObject(storeListingQuery);
const priceQuery = z.strictObject({
  store_id: queryInt(1, 1_000_000_000, 'store_id').optional(),
  moq: queryInt(1, 10_000, 'moq').optional(),
  fulfillment_option_slug: queryText(100, 'fulfillment_option_slug').optional(),
});
const sellersQuery = z.strictObject({
  strategy: queryText(50, 'strategy').optional(),
  fulfillment_option_slug: queryText(100, 'fulfillment_option_slug').optional(),
  page_no: pageNo.optional(),
  page_size: pageSize.optional(),
});

/** Endpoints of the catalog module (follow/wishlist calls come with users). */
export const catalog = {
  getProducts: endpoint({
    method: get,
    path: `${V1}/products/`,
    params: noParams,
    query: listingQuery,
    body: undefined,
    response: ProductListing,
  }),
  getProductComparisonBySlugs: endpoint({
    method: get,
    path: `${V1}/products/compare/`,
    params: noParams,
    query: z.strictObject({
      slug: z.union([slugParam, z.array(slugParam).max(10, 'Compare at most 10 products')]).optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(ProductDetail).optional(),
      attributes_metadata: AttributeMetadata.optional(),
    }),
  }),
  getProductStockByIds: endpoint({
    method: get,
    path: `${V1}/products/stock-status/`,
    params: noParams,
    query: z.strictObject({
      item_id: textList('item_id').optional(),
      alu: textList('alu').optional(),
      sku_code: textList('sku_code').optional(),
      ean: textList('ean').optional(),
      upc: textList('upc').optional(),
    }),
    body: undefined,
    response: z.looseObject({ items: z.array(StockItem).optional() }),
  }),
  getProductDetailBySlug: endpoint({
    method: get,
    path: `${V1}/products/{slug}/`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: undefined,
    response: ProductDetail,
  }),
  getProductSizesBySlug: endpoint({
    method: get,
    path: `${V1}/products/{slug}/sizes/`,
    params: z.object({ slug: slugParam }),
    query: z.strictObject({ store_id: queryInt(1, 1_000_000_000, 'store_id').optional() }),
    body: undefined,
    response: ProductSizes,
  }),
  getProductVariantsBySlug: endpoint({
    method: get,
    path: `${V1}/products/{slug}/variants/`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: undefined,
    response: Variants,
  }),
  getSimilarComparisonProductBySlug: endpoint({
    method: get,
    path: `${V1}/products/{slug}/similar/compare/`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: undefined,
    response: CompareResult,
  }),
  getComparedFrequentlyProductBySlug: endpoint({
    method: get,
    path: `${V1}/products/{slug}/similar/compared-frequently/`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: undefined,
    response: z.looseObject({ similars: CompareResult.optional() }),
  }),
  getProductPriceBySlug: endpoint({
    method: get,
    path: `${V4}/products/{slug}/sizes/{size}/price/`,
    params: sizeParams,
    query: priceQuery,
    body: undefined,
    response: SizePrice,
  }),
  /** The v1.4.13 SDK's path of getProductPriceBySlug. */
  getProductPriceBySlugV3: endpoint({
    method: get,
    path: `${V3}/products/{slug}/sizes/{size}/price/`,
    params: sizeParams,
    query: priceQuery,
    body: undefined,
    response: SizePrice,
  }),
  getProductSellersBySlug: endpoint({
    method: get,
    path: `${V4}/products/{slug}/sizes/{size}/sellers/`,
    params: sizeParams,
    query: sellersQuery,
    body: undefined,
    response: SizeSellers,
  }),
  /** The v1.4.13 SDK's path of getProductSellersBySlug. */
  getProductSellersBySlugV3: endpoint({
    method: get,
    path: `${V3}/products/{slug}/sizes/{size}/sellers/`,
    params: sizeParams,
    query: sellersQuery,
    body: undefined,
    response: SizeSellers,
  }),
  getBrands: endpoint({
    method: get,
    path: `${V1}/brands/`,
    params: noParams,
    query: z.strictObject({
      department: queryText(100, 'department').optional(),
      page_no: pageNo.optional(),
      page_size: pageSize.optional(),
    }),
    body: undefined,
    response: z.looseObject({ items: z.array(BrandItem).optional(), page: Page }),
  }),
  getBrandDetailBySlug: endpoint({
    method: get,
    path: `${V1}/brands/{slug}/`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: undefined,
    response: Taxon,
  }),
  getCategories: endpoint({
    method: get,
    path: `${V1}/categories/`,
    params: noParams,
    query: z.strictObject({ department: queryText(100, 'department').optional() }),
    body: undefined,
    response: z.looseObject({
      data: z
        .array(z.looseObject({ department: z.string(), items: z.array(CategoryNode).optional() }))
        .optional(),
      departments: z
        .array(z.looseObject({ uid: z.number().optional(), slug: z.string().optional() }))
        .optional(),
    }),
  }),
  getCategoryDetailBySlug: endpoint({
    method: get,
    path: `${V1}/categories/{slug}/`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: undefined,
    response: Taxon,
  }),
  getCollections: endpoint({
    method: get,
    path: `${V1}/collections/`,
    params: noParams,
    query: z.strictObject({
      page_no: pageNo.optional(),
      page_size: pageSize.optional(),
      tag: textList('tag').optional(),
      q: queryText(200, 'q').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(CollectionItem).optional(),
      filters: z
        .looseObject({ tags: z.array(NamedChoice).optional(), type: z.array(NamedChoice).optional() })
        .optional(),
      page: Page,
    }),
  }),
  getCollectionDetailBySlug: endpoint({
    method: get,
    path: `${V1}/collections/{slug}/`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: undefined,
    response: CollectionDetail,
  }),
  getCollectionItemsBySlug: endpoint({
    method: get,
    path: `${V1}/collections/{slug}/items/`,
    params: z.object({ slug: slugParam }),
    query: listingQuery,
    body: undefined,
    response: ProductListing,
  }),
  getDepartments: endpoint({
    method: get,
    path: `${V1}/departments/`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: z.looseObject({ items: z.array(Department).optional() }),
  }),
  getHomeProducts: endpoint({
    method: get,
    path: `${V1}/home/listing/`,
    params: noParams,
    query: z.strictObject({
      sort_on: sortOn.optional(),
      page_id: queryText(100, 'page_id').optional(),
      page_size: pageSize.optional(),
    }),
    body: undefined,
    response: z.looseObject({
      items: z.array(ProductListingDetail).optional(),
      page: Page,
      message: z.string().optional(),
    }),
  }),
  getSearchResults: endpoint({
    method: get,
    path: `${V1}/auto-complete/`,
    params: noParams,
    // Over-long text gives an empty list rather than an error (spec §5), so no length limit here.
    query: z.strictObject({ q: z.string().optional() }),
    body: undefined,
    response: z.looseObject({ items: z.array(Suggestion).optional() }),
  }),
  getStores: endpoint({
    method: get,
    path: `${V2}/locations/`,
    params: noParams,
    query: locationsQuery,
    body: undefined,
    response: z.looseObject({ items: z.array(StoreSummary), page: Page }),
  }),
  /** The v1.4.13 SDK's path of getStores. */
  getStoresV1: endpoint({
    method: get,
    path: `${V1}/locations/`,
    params: noParams,
    query: locationsQuery,
    body: undefined,
    response: z.looseObject({ items: z.array(StoreSummary), page: Page }),
  }),
  getLocationDetailsById: endpoint({
    method: get,
    path: `${V2}/locations/{location_id}/`,
    params: locationParams,
    query: noQuery,
    body: undefined,
    response: StoreDetails,
  }),
  /** The v1.4.13 SDK's path of getLocationDetailsById. */
  getLocationDetailsByIdV1: endpoint({
    method: get,
    path: `${V1}/locations/{location_id}/`,
    params: locationParams,
    query: noQuery,
    body: undefined,
    response: StoreDetails,
  }),
  getInStockLocations: endpoint({
    method: get,
    path: `${V2}/in-stock/locations/`,
    params: noParams,
    query: inStockQuery,
    body: undefined,
    response: z.looseObject({
      items: z.array(AppStore).optional(),
      page: Page.optional(),
      filters: z.array(z.unknown()).optional(),
    }),
  }),
  /** The v1.4.13 SDK's path of getInStockLocations. */
  getInStockLocationsV1: endpoint({
    method: get,
    path: `${V1}/in-stock/locations/`,
    params: noParams,
    query: inStockQuery,
    body: undefined,
    response: z.looseObject({
      items: z.array(AppStore).optional(),
      page: Page.optional(),
      filters: z.array(z.unknown()).optional(),
    }),
  }),
} as const;
