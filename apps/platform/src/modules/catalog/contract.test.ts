import { catalog } from '@vitrine/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedGet } from './test-clients';
import { type CatalogTestPlatform, startCatalogTestPlatform } from './test-platform';

let platform: CatalogTestPlatform;

beforeAll(async () => {
  platform = await startCatalogTestPlatform();
}, 60_000);
afterAll(() => platform?.close());

const V1 = '/service/application/catalog/v1.0';
const V2 = '/service/application/catalog/v2.0';
const V3 = '/service/application/catalog/v3.0';
const V4 = '/service/application/catalog/v4.0';

/** One real call per endpoint; our own SDK validates responses with these schemas in strict mode. */
const calls: [keyof typeof catalog, string][] = [
  ['getProducts', `${V1}/products/?q=tee&f=brand:acme`],
  ['getProductComparisonBySlugs', `${V1}/products/compare/?slug=acme-classic-tee&slug=nimbus-yoga-tee`],
  ['getProductStockByIds', `${V1}/products/stock-status/?item_id=1,2`],
  ['getProductDetailBySlug', `${V1}/products/acme-classic-tee/`],
  ['getProductSizesBySlug', `${V1}/products/acme-classic-tee/sizes/`],
  ['getProductVariantsBySlug', `${V1}/products/acme-classic-tee/variants/`],
  ['getSimilarComparisonProductBySlug', `${V1}/products/acme-classic-tee/similar/compare/`],
  ['getComparedFrequentlyProductBySlug', `${V1}/products/acme-classic-tee/similar/compared-frequently/`],
  ['getProductPriceBySlug', `${V4}/products/acme-classic-tee/sizes/M/price/`],
  ['getProductPriceBySlugV3', `${V3}/products/nimbus-trail-sneakers/sizes/7/price/`],
  ['getProductSellersBySlug', `${V4}/products/acme-classic-tee/sizes/M/sellers/`],
  ['getProductSellersBySlugV3', `${V3}/products/acme-classic-tee/sizes/M/sellers/`],
  ['getBrands', `${V1}/brands/`],
  ['getBrandDetailBySlug', `${V1}/brands/acme/`],
  ['getCategories', `${V1}/categories/`],
  ['getCategoryDetailBySlug', `${V1}/categories/clothing/`],
  ['getCollections', `${V1}/collections/`],
  ['getCollectionDetailBySlug', `${V1}/collections/staff-picks/`],
  ['getCollectionItemsBySlug', `${V1}/collections/summer-picks/items/?page_type=cursor&page_id=*`],
  ['getDepartments', `${V1}/departments/`],
  ['getHomeProducts', `${V1}/home/listing/`],
  ['getSearchResults', `${V1}/auto-complete/?q=shirt`],
  ['getStores', `${V2}/locations/`],
  ['getStoresV1', `${V1}/locations/`],
  ['getLocationDetailsById', `${V2}/locations/1/`],
  ['getLocationDetailsByIdV1', `${V1}/locations/3/`],
  ['getInStockLocations', `${V2}/in-stock/locations/`],
  ['getInStockLocationsV1', `${V1}/in-stock/locations/`],
  ['getProductBundlesBySlug', `${V1}/product-grouping/?slug=acme-classic-tee`],
  [
    'getProductStockForTimeByIds',
    `${V1}/products/stock-status/poll/?timestamp=2000-01-01T00:00:00Z&page_size=2`,
  ],
];

it('answers every catalog endpoint with a body its contract accepts', async () => {
  // The follow calls need a signed-in shopper: follows.test.ts checks their answers against the contract.
  const open = Object.entries(catalog).filter(([, e]) => !e.path.includes('/follow/'));
  expect(new Set(calls.map(([name]) => name))).toEqual(new Set(open.map(([name]) => name)));
  for (const [name, path] of calls) {
    const { status, body } = await signedGet(platform, path);
    expect(status, path).toBe(200);
    const parsed = catalog[name].response.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues, path).toEqual([]);
  }
});
