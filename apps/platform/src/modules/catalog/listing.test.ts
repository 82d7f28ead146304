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
const slugs = (res: Json): string[] => res.items.map((i: Json) => i.slug);
const facet = (res: Json, key: string) => res.filters.find((f: Json) => f.key.name === key);
const counts = (res: Json, key: string) =>
  Object.fromEntries(facet(res, key).values.map((v: Json) => [v.value, v.count]));

describe('products listing', () => {
  it('lists active products by popularity with number paging, passing the official models', async () => {
    const res: Json = await sdk.v1.catalog.getProducts({ pageNo: 1, pageSize: 4 });
    expect(slugs(res)).toEqual([
      'nimbus-running-sneakers',
      'acme-classic-tee',
      'acme-classic-tee-blue',
      'zenith-oxford-shirt',
    ]);
    expect(res.page).toEqual({
      type: 'number',
      current: 1,
      size: 4,
      item_total: 9,
      has_next: true,
      has_previous: false,
    });
    expect(res.sort_on.find((s: Json) => s.is_selected).value).toBe('popular');
    expect(res.sort_on.map((s: Json) => s.value)).not.toContain('relevance');
    const last: Json = await sdk.v1.catalog.getProducts({ pageNo: 3, pageSize: 4 });
    expect(slugs(last)).toEqual(['nimbus-trail-sneakers']);
    expect(last.page.has_next).toBe(false);
  });

  it('shapes an item as the platform does', async () => {
    const res: Json = await sdk.v1.catalog.getProducts({ pageSize: 1 });
    const item = res.items[0];
    expect(item).toMatchObject({
      uid: 4,
      slug: 'nimbus-running-sneakers',
      name: 'Running Sneakers',
      brand: {
        uid: 102,
        name: 'Nimbus',
        action: { type: 'page', page: { type: 'products', query: { brand: ['nimbus'] } } },
      },
      price: {
        effective: { min: 3499, max: 3499, currency_code: 'INR', currency_symbol: '₹' },
        marked: { min: 4999, max: 4999, currency_code: 'INR', currency_symbol: '₹' },
      },
      discount: '30% OFF',
      sizes: ['7', '8', '9'],
      sellable: true,
      has_variant: false,
      categories: [{ uid: 32, name: 'Sneakers' }],
      attributes: { subtitle: 'Black Sneakers', gender: 'women', color: 'Black' },
      action: { type: 'product', page: { type: 'product', params: { slug: ['nimbus-running-sneakers'] } } },
    });
    expect(item.medias[0].url).toBe('/assets/p/nimbus-running-sneakers.jpg');
  });

  it('walks cursor pages until has_next is false', async () => {
    const seen: string[] = [];
    let pageId = '*';
    for (let i = 0; i < 5; i++) {
      const res: Json = await sdk.v1.catalog.getProducts({ pageType: 'cursor', pageId, pageSize: 4 });
      expect(res.page.type).toBe('cursor');
      seen.push(...slugs(res));
      if (!res.page.has_next) {
        expect(res.page.next_id).toBeUndefined();
        break;
      }
      pageId = res.page.next_id;
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('sorts by price, discount and date', async () => {
    const prices: Json = await sdk.v1.catalog.getProducts({ sortOn: 'price_asc', pageSize: 100 });
    const effective = prices.items.map((i: Json) => i.price.effective.min);
    expect(effective).toEqual([...effective].sort((a, b) => a - b));
    const dsc: Json = await sdk.v1.catalog.getProducts({ sortOn: 'price_dsc', pageSize: 1 });
    expect(slugs(dsc)).toEqual(['nimbus-trail-sneakers']);
    const discount: Json = await sdk.v1.catalog.getProducts({ sortOn: 'discount_dsc', pageSize: 1 });
    expect(slugs(discount)).toEqual(['zenith-linen-shirt']);
    const latest: Json = await sdk.v1.catalog.getProducts({ sortOn: 'latest', pageSize: 2 });
    expect(slugs(latest)).toEqual(['nimbus-trail-sneakers', 'acme-graphic-tee']);
    expect(latest.sort_on.find((s: Json) => s.is_selected).value).toBe('latest');
  });

  it('counts facets under the other active filters', async () => {
    const all: Json = await sdk.v1.catalog.getProducts({});
    expect(counts(all, 'brand')).toEqual({ acme: 4, zenith: 2, nimbus: 3 });
    expect(counts(all, 'department')).toEqual({ men: 6, women: 3 });
    expect(facet(all, 'brand').key).toEqual({
      name: 'brand',
      display: 'Brand',
      kind: 'multivalued',
      logo: '',
    });

    const res: Json = await sdk.v1.catalog.getProducts({ f: 'brand:acme||zenith:::department:men' });
    expect(res.page.item_total).toBe(5);
    expect(slugs(res)).toEqual([
      'acme-classic-tee',
      'acme-classic-tee-blue',
      'zenith-oxford-shirt',
      'acme-canvas-sneakers',
      'zenith-linen-shirt',
    ]);
    // The brand facet ignores the brand filter but keeps the department one.
    expect(counts(res, 'brand')).toEqual({ acme: 3, zenith: 2, nimbus: 1 });
    expect(
      facet(res, 'brand')
        .values.filter((v: Json) => v.is_selected)
        .map((v: Json) => v.value)
        .sort(),
    ).toEqual(['acme', 'zenith']);
    expect(counts(res, 'department')).toEqual({ men: 5, women: 1 });
    expect(counts(res, 'category')).toEqual({ 't-shirts': 2, shirts: 2, sneakers: 1 });
    expect(counts(res, 'color')).toEqual({ Red: 1, Blue: 1, White: 2, Beige: 1 });
  });

  it('filters by category at any level, gender, colour, size, tags, rating and discount', async () => {
    const total = async (f: string) => ((await sdk.v1.catalog.getProducts({ f })) as Json).page.item_total;
    expect(await total('category:clothing')).toBe(6);
    expect(await total('category:sneakers')).toBe(3);
    expect(await total('gender:women')).toBe(3);
    expect(await total('color:White')).toBe(2);
    expect(await total('sizes:40')).toBe(2);
    expect(await total('tags:summer')).toBe(3);
    expect(await total('rating:4')).toBe(5);
    expect(await total('discount:[20 TO 30]||[50 TO 100]')).toBe(5);
    expect(await total('__utm:x:::brand:nimbus')).toBe(3);
    expect(await total('brand:no-such-brand')).toBe(0);
  });

  it('filters by a price range and reports the range facet', async () => {
    const res: Json = await sdk.v1.catalog.getProducts({ f: 'min_price_effective:[700,INR TO 2000,INR]' });
    expect(slugs(res).sort()).toEqual([
      'acme-canvas-sneakers',
      'acme-classic-tee',
      'acme-classic-tee-blue',
      'nimbus-yoga-tee',
      'zenith-oxford-shirt',
    ]);
    const price = facet(res, 'min_price_effective');
    expect(price.key.kind).toBe('range');
    expect(price.values[0]).toMatchObject({
      min: 599,
      max: 4499,
      selected_min: 700,
      selected_max: 2000,
      is_selected: true,
      currency_code: 'INR',
      currency_symbol: '₹',
      query_format: '[{},INR TO {},INR]',
    });
  });

  it('omits filters when filters=false', async () => {
    const res: Json = await sdk.v1.catalog.getProducts({ filters: false, pageSize: 2 });
    expect(res.filters).toBeUndefined();
    expect(res.page.item_total).toBe(9);
  });

  it('searches with full text, typos and relevance', async () => {
    const exact: Json = await sdk.v1.catalog.getProducts({ q: 'sneakers' });
    expect(slugs(exact).sort()).toEqual([
      'acme-canvas-sneakers',
      'nimbus-running-sneakers',
      'nimbus-trail-sneakers',
    ]);
    expect(exact.sort_on.find((s: Json) => s.is_selected).value).toBe('relevance');
    const typo: Json = await sdk.v1.catalog.getProducts({ q: 'sneekers' });
    expect(slugs(typo).sort()).toEqual([
      'acme-canvas-sneakers',
      'nimbus-running-sneakers',
      'nimbus-trail-sneakers',
    ]);
    const brand: Json = await sdk.v1.catalog.getProducts({ q: 'zenit' });
    expect(slugs(brand).sort()).toEqual(['zenith-linen-shirt', 'zenith-oxford-shirt']);
    const ranked: Json = await sdk.v1.catalog.getProducts({ q: 'oxford shirt' });
    expect(slugs(ranked)[0]).toBe('zenith-oxford-shirt');
    const none: Json = await sdk.v1.catalog.getProducts({ q: 'xylophone' });
    expect(none.items).toEqual([]);
    expect(none.page.item_total).toBe(0);
  });

  it('serves the v3 SDK and the home listing', async () => {
    const res: Json = await sdk.v3.catalog.getProducts({ f: 'brand:nimbus', sortOn: 'price_asc' });
    expect(slugs(res)).toEqual(['nimbus-yoga-tee', 'nimbus-running-sneakers', 'nimbus-trail-sneakers']);
    const home: Json = await sdk.v1.catalog.getHomeProducts({});
    expect(home.items).toHaveLength(9);
    expect(home.page).toMatchObject({ type: 'cursor', size: 20, has_next: false });
    const firstTwo: Json = await sdk.v1.catalog.getHomeProducts({ pageSize: 2 });
    expect(firstTwo.page.next_id).toBe('2');
    const next: Json = await sdk.v1.catalog.getHomeProducts({ pageSize: 2, pageId: firstTwo.page.next_id });
    expect(slugs(next)).toEqual(['acme-classic-tee-blue', 'zenith-oxford-shirt']);
  });

  it('rejects malformed listing queries with 400 and a message', async () => {
    const path = '/service/application/catalog/v1.0/products/';
    const cases: [string, RegExp][] = [
      ['page_size=-1', /page_size must be a whole number from 1 to 100/],
      ['page_size=100000', /page_size must be a whole number from 1 to 100/],
      ['page_no=0', /page_no must be a whole number/],
      ['sort_on=garbage', /sort_on must be one of/],
      [`q=${'a'.repeat(10_000)}`, /q must be at most 200 characters/],
      ['f=brand', /must look like key:value/],
      ['f=shoe_size:9', /Unknown filter key: shoe_size/],
      ['f=min_price_effective:cheap', /min_price_effective must look like/],
      ['f=rating:9', /rating takes whole stars/],
      ['page_type=cursor&page_id=abc', /page_id must be/],
      ['colour=red', /Unknown query parameter: colour/],
    ];
    for (const [query, message] of cases) {
      const res = await signedGet(platform, `${path}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
  });
});

describe('collection items', () => {
  it('lists a rule collection with the listing query', async () => {
    const res: Json = await sdk.v1.catalog.getCollectionItemsBySlug({
      slug: 'summer-picks',
      sortOn: 'price_asc',
    });
    expect(slugs(res)).toEqual(['acme-classic-tee', 'zenith-linen-shirt', 'nimbus-running-sneakers']);
    const men: Json = await sdk.v1.catalog.getCollectionItemsBySlug({
      slug: 'summer-picks',
      f: 'department:men',
    });
    expect(men.page.item_total).toBe(2);
    expect(counts(men, 'department')).toEqual({ men: 2, women: 1 });
  });

  it('lists a hand-picked collection and 404s an unknown one', async () => {
    const res: Json = await sdk.v1.catalog.getCollectionItemsBySlug({ slug: 'staff-picks' });
    expect(slugs(res)).toEqual(['nimbus-running-sneakers', 'acme-classic-tee', 'zenith-oxford-shirt']);
    const missing = await signedGet(platform, '/service/application/catalog/v1.0/collections/nope/items/');
    expect(missing).toEqual({ status: 404, body: { message: 'Collection not found' } });
  });
});
