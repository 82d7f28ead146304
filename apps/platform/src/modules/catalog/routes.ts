import { catalog } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import type { On } from '../../http/route';
import { offerDelivery } from '../logistics/offer-delivery';
import { productBundles } from './bundles';
import { getCollection, getCollectionItems, getCollections } from './collections';
import { registerFollows } from './follow-routes';
import { productListing } from './listing';
import { getSizePrice, getSizeSellers, getStockStatus, type SellerInfo } from './product-offers';
import {
  compareProducts,
  getComparedFrequently,
  getProductDetail,
  getProductSizes,
  getProductVariants,
  getSimilarComparison,
} from './product-page';
import { getSuggestions } from './search';
import { stockChangedSince } from './stock-poll';
import { getInStockLocations, getStoreDetails, getStores } from './stores';
import { getBrand, getBrands, getCategories, getCategory, getDepartments } from './taxonomy-views';

/** Kept 60 s, and dropped at once when a product, price or stock changes. */
const cached = { cacheSeconds: 60, changesWith: 'catalogue' } as const;

const sellerOf = (c: Context<AppEnv>): SellerInfo => {
  const app = c.get('application');
  return { companyId: app.companyId, name: app.name };
};

/** The catalogue: listings, search, product pages, brands, categories, collections and stores. */
export function registerCatalog(on: On, services: Services): void {
  const { db } = services;

  // Fixed product paths first: they would otherwise be taken for a product slug.
  on(catalog.getProductComparisonBySlugs, ({ query }) => compareProducts(db, query.slug), cached);
  on(catalog.getProductStockByIds, ({ query }, c) => getStockStatus(db, query, sellerOf(c)));
  on(
    catalog.getProductBundlesBySlug,
    ({ query }, c) => productBundles(db, query, sellerOf(c).companyId),
    cached,
  );
  on(catalog.getProductStockForTimeByIds, ({ query }, c) => stockChangedSince(db, query, sellerOf(c)));
  on(catalog.getProducts, ({ query }) => productListing(db, query), cached);
  on(catalog.getProductDetailBySlug, ({ params }) => getProductDetail(db, params.slug), cached);
  on(catalog.getProductSizesBySlug, ({ params, query }) => getProductSizes(db, params.slug, query.store_id));
  on(catalog.getProductVariantsBySlug, ({ params }) => getProductVariants(db, params.slug), cached);
  on(
    catalog.getSimilarComparisonProductBySlug,
    ({ params }) => getSimilarComparison(db, params.slug),
    cached,
  );
  on(
    catalog.getComparedFrequentlyProductBySlug,
    ({ params }) => getComparedFrequently(db, params.slug),
    cached,
  );
  // Not cached: the delivery promise follows the pincode in the x-location-detail header, not in the URL.
  for (const endpoint of [catalog.getProductPriceBySlug, catalog.getProductPriceBySlugV3]) {
    on(endpoint, async ({ params, query }, c) =>
      getSizePrice(db, params.slug, params.size, query.store_id, sellerOf(c), await offerDelivery(db, c)),
    );
  }
  for (const endpoint of [catalog.getProductSellersBySlug, catalog.getProductSellersBySlugV3]) {
    on(endpoint, async ({ params, query }, c) =>
      getSizeSellers(db, params.slug, params.size, query, sellerOf(c), await offerDelivery(db, c)),
    );
  }

  on(catalog.getBrands, ({ query }) => getBrands(db, query), cached);
  on(catalog.getBrandDetailBySlug, ({ params }) => getBrand(db, params.slug), cached);
  on(catalog.getCategories, ({ query }) => getCategories(db, query.department), cached);
  on(catalog.getCategoryDetailBySlug, ({ params }) => getCategory(db, params.slug), cached);
  on(catalog.getDepartments, () => getDepartments(db), cached);
  on(catalog.getCollections, ({ query }) => getCollections(db, query), cached);
  on(catalog.getCollectionDetailBySlug, ({ params }) => getCollection(db, params.slug), cached);
  on(
    catalog.getCollectionItemsBySlug,
    ({ params, query }) => getCollectionItems(db, params.slug, query),
    cached,
  );
  on(
    catalog.getHomeProducts,
    ({ query }) =>
      productListing(
        db,
        { ...query, page_type: 'cursor', filters: false },
        { defaultPageSize: 20, sortOptions: false },
      ),
    cached,
  );
  on(catalog.getSearchResults, ({ query }) => getSuggestions(db, query.q), cached);

  registerFollows(on, services);

  for (const endpoint of [catalog.getStores, catalog.getStoresV1]) {
    on(endpoint, ({ query }) => getStores(db, query), cached);
  }
  for (const endpoint of [catalog.getLocationDetailsById, catalog.getLocationDetailsByIdV1]) {
    on(endpoint, ({ params }, c) => getStoreDetails(db, Number(params.location_id), sellerOf(c)), cached);
  }
  for (const endpoint of [catalog.getInStockLocations, catalog.getInStockLocationsV1]) {
    on(endpoint, ({ query }, c) => getInStockLocations(db, query, sellerOf(c)), cached);
  }
}
