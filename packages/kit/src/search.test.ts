import { describe, expect, it } from 'vitest';
import { fetchSearchSuggestions } from './search-lookup';
import { isSearchableText, searchResultsUrl } from './search-text';

function fakeSdk(items: unknown[] | Error) {
  const calls: unknown[] = [];
  const sdk = {
    catalog: {
      getSearchResults: async (args: unknown) => {
        calls.push(args);
        if (items instanceof Error) throw items;
        return { items };
      },
    },
  };
  return { sdk: sdk as unknown as Parameters<typeof fetchSearchSuggestions>[0], calls };
}

describe('search suggestions', () => {
  it('asks only for 1 to 200 characters', () => {
    expect(isSearchableText('')).toBe(false);
    expect(isSearchableText('   ')).toBe(false);
    expect(isSearchableText('a')).toBe(true);
    expect(isSearchableText('a'.repeat(200))).toBe(true);
    expect(isSearchableText('a'.repeat(201))).toBe(false);
  });

  it('gives at most five items, each with the URL of its action or of the results page', async () => {
    const items = Array.from({ length: 8 }, (_, i) => ({
      display: `Shirt ${i}`,
      type: 'product',
      action: { type: 'page', page: { type: 'product', params: { slug: [`shirt-${i}`] } } },
    }));
    items[1] = {
      display: 'Shirts',
      type: 'category',
      action: { type: 'page', page: { type: 'unknown' } },
    } as never;
    const { sdk, calls } = fakeSdk(items);
    const found = await fetchSearchSuggestions(sdk, ' shirt ');
    expect(calls).toEqual([{ q: 'shirt' }]);
    expect(found).toHaveLength(5);
    expect(found[0]).toMatchObject({ display: 'Shirt 0', url: '/product/shirt-0', q: 'shirt' });
    expect(found[1].url).toBe(searchResultsUrl('shirt'));
  });

  it('does not call the API for text out of range', async () => {
    const { sdk, calls } = fakeSdk([]);
    expect(await fetchSearchSuggestions(sdk, 'x'.repeat(201))).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('passes an API failure on to the hook, which shows no results', async () => {
    const { sdk } = fakeSdk(new Error('down'));
    await expect(fetchSearchSuggestions(sdk, 'shirt')).rejects.toThrow('down');
  });
});
