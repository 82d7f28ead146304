import { z } from 'zod';
import { getProductBundlesBySlug } from './catalog-bundles';
import {
  AppStore,
  AttributeMetadata,
  BrandItem,
  CategoryNode,
  CollectionDetail,
  CollectionItem,
  CompareResult,
  Department,
  NamedChoice,
  ProductDetail,
  ProductListing,
  ProductListingDetail,
  ProductSizes,
  SizePrice,
  SizeSellers,
  StockItem,
  StoreDetails,
  StoreSummary,
  Suggestion,
  Taxon,
  Variants,
} from './catalog-models';
import { getProductStockForTimeByIds } from './catalog-stock-poll';
import { noParams, noQuery, Page, queryBool, queryInt, queryNumber, queryText, slugParam } from './common';
import { endpoint } from './endpoint';
import { follows } from './follows';

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

/** Endpoints of the catalog module, the wishlist's follow calls among them. */
export const catalog = {
  ...follows,
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
  getProductBundlesBySlug,
  getProductStockForTimeByIds,
} as const;
