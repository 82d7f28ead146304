import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients } from './test-clients';

let platform: TestPlatform;
let sdk: ReturnType<typeof officialClients>;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 300 });
  sdk = officialClients({ ...platform, db: platform.platform.services.db });
}, 120_000);
afterAll(() => platform?.close());

// biome-ignore lint/suspicious/noExplicitAny: the official SDK returns untyped JSON.
type Json = any;

const queries = (res: Json) => res.items.filter((i: Json) => i.type === 'query');

describe('typos on the demo seed', () => {
  it.each([
    ['shrit', 'shirt'],
    ['jeens', 'jeans'],
    ['sneakres', 'sneakers'],
    ['sari', 'saree'],
  ])('%s finds nothing as typed; the auto-complete offers %s, which finds products', async (typo, word) => {
    const typed: Json = await sdk.v1.catalog.getProducts({ q: typo });
    expect(typed.page.item_total).toBe(0);
    const suggestions: Json = await sdk.v1.catalog.getSearchResults({ q: typo });
    expect(queries(suggestions)).toEqual([
      {
        display: word,
        type: 'query',
        action: { type: 'page', page: { type: 'products', query: { q: [word] } } },
        _custom_json: {},
      },
      expect.objectContaining({ display: typo }),
    ]);
    // The suggested products are those of the correction.
    const products = suggestions.items.filter((i: Json) => i.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    const corrected: Json = await sdk.v3.catalog.getProducts({ q: word });
    expect(corrected.page.item_total).toBeGreaterThan(0);
  });

  it('never corrects a word the catalogue has, and leaves nonsense alone', async () => {
    for (const q of ['shirt', 'saree', 'snea', 'zari']) {
      const suggestions: Json = await sdk.v1.catalog.getSearchResults({ q });
      expect(
        queries(suggestions).map((i: Json) => i.display),
        q,
      ).toEqual([q]);
    }
    // Known words that find nothing together are not 'corrected' either.
    const together: Json = await sdk.v1.catalog.getSearchResults({ q: 'saree sneakers' });
    expect(queries(together).map((i: Json) => i.display)).toEqual(['saree sneakers']);
    const nonsense: Json = await sdk.v3.catalog.getSearchResults({ q: 'xqzv' });
    expect(nonsense.items).toEqual([expect.objectContaining({ display: 'xqzv', type: 'query' })]);
    expect((await sdk.v1.catalog.getProducts({ q: 'xqzv' })).page.item_total).toBe(0);
  });

  it('corrects only the misspelt word of several', async () => {
    const suggestions: Json = await sdk.v1.catalog.getSearchResults({ q: 'Blue shrit' });
    expect(queries(suggestions).map((i: Json) => i.display)).toEqual(['Blue shirt', 'Blue shrit']);
  });
});

describe('menu entries keep their department', () => {
  it("Men → Clothing opens men's clothing, Women → Clothing women's", async () => {
    const { items }: Json = await sdk.v1.content.getNavigations({});
    const header = items.find((n: Json) => n.orientation.landscape.includes('top')).navigation;
    const clothingOf = (department: string) =>
      header
        .find((entry: Json) => entry.display === department)
        .sub_navigation.find((entry: Json) => entry.display === 'Clothing').action.page;
    expect(clothingOf('Men')).toEqual({
      type: 'category',
      params: { slug: ['clothing'] },
      query: { department: ['men'] },
    });
    expect(clothingOf('Women').query).toEqual({ department: ['women'] });

    // What the category page asks for: its own category locked in, the entry's department from its query.
    const all: Json = await sdk.v1.catalog.getProducts({ f: 'category:clothing' });
    const byDepartment = new Map<string, number>(
      all.filters.find((f: Json) => f.key.name === 'department').values.map((v: Json) => [v.value, v.count]),
    );
    for (const department of ['men', 'women']) {
      const page = clothingOf(department === 'men' ? 'Men' : 'Women');
      const f = `department:${page.query.department[0]}:::category:${page.params.slug[0]}`;
      const listing: Json = await sdk.v1.catalog.getProducts({ f, pageSize: 100 });
      expect(listing.page.item_total).toBe(byDepartment.get(department));
      expect(listing.page.item_total).toBeLessThan(all.page.item_total);
      const facet = listing.filters.find((filter: Json) => filter.key.name === 'department');
      expect(facet.values.filter((v: Json) => v.is_selected).map((v: Json) => v.value)).toEqual([department]);
    }
  });
});
