import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialClients, signedGet } from './test-clients';
import { type CatalogTestPlatform, startCatalogTestPlatform } from './test-platform';

let platform: CatalogTestPlatform;
let sdk: ReturnType<typeof officialClients>;

beforeAll(async () => {
  platform = await startCatalogTestPlatform();
  sdk = officialClients(platform);
}, 60_000);
afterAll(() => platform?.close());

// biome-ignore lint/suspicious/noExplicitAny: the official SDK returns untyped JSON.
type Json = any;
const V1 = '/service/application/catalog/v1.0';
const slugs = (items: Json[]) => items.map((i) => i.slug);

describe('brands, categories and departments', () => {
  it('pages brands by priority, optionally of one department', async () => {
    const first: Json = await sdk.v1.catalog.getBrands({ pageNo: 1, pageSize: 2 });
    expect(slugs(first.items)).toEqual(['acme', 'zenith']);
    expect(first.page).toEqual({
      type: 'number',
      current: 1,
      size: 2,
      item_total: 3,
      has_next: true,
      has_previous: false,
    });
    expect(first.items[0]).toMatchObject({
      uid: 100,
      name: 'Acme',
      logo: { url: '/assets/brand/acme.jpg' },
      departments: ['men', 'women'],
      action: { page: { type: 'products', query: { brand: ['acme'] } } },
    });
    const women: Json = await sdk.v3.catalog.getBrands({ department: 'women' });
    expect(slugs(women.items)).toEqual(['acme', 'nimbus']);
    expect((await signedGet(platform, `${V1}/brands/?department=kids`)).status).toBe(400);
  });

  it('serves brand and category details, 404 for unknown slugs', async () => {
    const brand: Json = await sdk.v1.catalog.getBrandDetailBySlug({ slug: 'zenith' });
    expect(brand).toMatchObject({
      uid: 101,
      name: 'Zenith',
      banners: { portrait: { url: '/assets/brand-p/zenith.jpg' } },
    });
    const category: Json = await sdk.v1.catalog.getCategoryDetailBySlug({ slug: 'sneakers' });
    expect(category).toMatchObject({ uid: 32, name: 'Sneakers' });
    expect(await signedGet(platform, `${V1}/brands/nope/`)).toEqual({
      status: 404,
      body: { message: 'Brand not found' },
    });
    expect(await signedGet(platform, `${V1}/categories/nope/`)).toEqual({
      status: 404,
      body: { message: 'Category not found' },
    });
  });

  it('serves the category tree per department', async () => {
    const res: Json = await sdk.v1.catalog.getCategories({});
    expect(res.departments).toEqual([
      { uid: 1, slug: 'men' },
      { uid: 2, slug: 'women' },
    ]);
    const men = res.data[0];
    expect(men.department).toBe('men');
    expect(slugs(men.items)).toEqual(['clothing', 'footwear']);
    expect(slugs(men.items[0].childs)).toEqual(['topwear']);
    expect(slugs(men.items[0].childs[0].childs)).toEqual(['t-shirts', 'shirts']);
    const women: Json = await sdk.v1.catalog.getCategories({ department: 'women' });
    expect(women.data.map((d: Json) => d.department)).toEqual(['women']);
  });

  it('lists departments', async () => {
    const res: Json = await sdk.v1.catalog.getDepartments();
    expect(res.items.map((d: Json) => [d.slug, d.name, d.priority_order])).toEqual([
      ['men', 'Men', 1],
      ['women', 'Women', 2],
    ]);
  });
});

describe('collections', () => {
  it('lists collections by priority, by tag or name', async () => {
    const all: Json = await sdk.v1.catalog.getCollections({});
    expect(slugs(all.items)).toEqual(['summer-picks', 'staff-picks']);
    expect(all.items[0].action).toEqual({
      type: 'page',
      page: { type: 'collection', params: { slug: ['summer-picks'] } },
    });
    expect(all.filters.tags.map((t: Json) => t.name)).toEqual(['curated', 'season']);
    const curated: Json = await sdk.v1.catalog.getCollections({ tag: ['curated'] });
    expect(slugs(curated.items)).toEqual(['staff-picks']);
    const named: Json = await sdk.v3.catalog.getCollections({ q: 'summer' });
    expect(slugs(named.items)).toEqual(['summer-picks']);
  });

  it('serves a collection detail with its rule', async () => {
    const res: Json = await sdk.v1.catalog.getCollectionDetailBySlug({ slug: 'summer-picks' });
    expect(res).toMatchObject({ uid: 'c1', name: 'Summer Picks', type: 'query', tag: ['season'] });
    expect(res.query).toEqual([{ attribute: 'tags', op: 'in', value: ['summer'] }]);
    expect(await signedGet(platform, `${V1}/collections/nope/`)).toEqual({
      status: 404,
      body: { message: 'Collection not found' },
    });
  });
});

describe('search suggestions', () => {
  it('suggests products, brands, categories and the text itself', async () => {
    const res: Json = await sdk.v1.catalog.getSearchResults({ q: 'snea' });
    const products = res.items.filter((i: Json) => i.type === 'product');
    expect(products.map((i: Json) => i.display).sort()).toEqual([
      'Canvas Sneakers',
      'Running Sneakers',
      'Trail Sneakers',
    ]);
    expect(products[0].action.page.type).toBe('product');
    expect(res.items.find((i: Json) => i.type === 'category')).toMatchObject({
      display: 'Sneakers',
      action: { page: { type: 'products', query: { category: ['sneakers'] } } },
    });
    expect(res.items.at(-1)).toEqual({
      display: 'snea',
      type: 'query',
      action: { type: 'page', page: { type: 'products', query: { q: ['snea'] } } },
      _custom_json: {},
    });
    const brand: Json = await sdk.v3.catalog.getSearchResults({ q: 'acm' });
    expect(brand.items.find((i: Json) => i.type === 'brand').display).toBe('Acme');
  });

  it('corrects typos', async () => {
    const res: Json = await sdk.v1.catalog.getSearchResults({ q: 'sneekers' });
    expect(res.items.filter((i: Json) => i.type === 'product')).toHaveLength(3);
  });

  it('answers an empty list for empty or over-long text', async () => {
    expect(await signedGet(platform, `${V1}/auto-complete/?q=`)).toEqual({
      status: 200,
      body: { items: [] },
    });
    expect(await signedGet(platform, `${V1}/auto-complete/?q=${'a'.repeat(201)}`)).toEqual({
      status: 200,
      body: { items: [] },
    });
    expect(await signedGet(platform, `${V1}/auto-complete/`)).toEqual({ status: 200, body: { items: [] } });
  });
});

describe('stores', () => {
  it('lists stores by text, city and distance on both SDK paths', async () => {
    const all: Json = await sdk.v1.catalog.getStores({});
    expect(all.items.map((s: Json) => s.uid)).toEqual([1, 2, 3]);
    expect(all.items[0]).toMatchObject({
      name: 'Mumbai Central',
      city: 'Mumbai',
      pincode: 400001,
      lat_long: { type: 'Point', coordinates: [72.8194, 18.9696] },
    });
    const delhi: Json = await sdk.v3.catalog.getStores({ city: 'Delhi' });
    expect(delhi.items.map((s: Json) => s.uid)).toEqual([2]);
    const near: Json = await sdk.v3.catalog.getStores({ latitude: 19.07, longitude: 72.87, range: 50_000 });
    expect(near.items.map((s: Json) => s.uid)).toEqual([1]);
    const text: Json = await sdk.v1.catalog.getStores({ q: 'mg road' });
    expect(text.items.map((s: Json) => s.uid)).toEqual([3]);
    expect((await signedGet(platform, `${V1}/locations/?range=1000`)).status).toBe(400);
  });

  it('serves a store and 404 for an unknown one', async () => {
    const res: Json = await sdk.v1.catalog.getLocationDetailsById({ locationId: 2 });
    expect(res).toMatchObject({
      uid: 2,
      name: 'Delhi Connaught',
      address: { city: 'Delhi', pincode: 110001 },
      contact_numbers: [{ country_code: 91, number: '9800000020' }],
    });
    expect(res.timing).toHaveLength(7);
    const v3: Json = await sdk.v3.catalog.getLocationDetailsById({ locationId: 1 });
    expect(v3.uid).toBe(1);
    expect(await signedGet(platform, '/service/application/catalog/v2.0/locations/99/')).toEqual({
      status: 404,
      body: { message: 'Store not found' },
    });
    expect((await signedGet(platform, '/service/application/catalog/v2.0/locations/abc/')).status).toBe(400);
  });

  it('lists only stores holding stock', async () => {
    const v1: Json = await sdk.v1.catalog.getInStockLocations({});
    expect(v1.items.map((s: Json) => s.uid)).toEqual([1, 2]);
    const v3: Json = await sdk.v3.catalog.getInStockLocations({ city: 'Mumbai' });
    expect(v3.items.map((s: Json) => s.uid)).toEqual([1]);
  });
});
