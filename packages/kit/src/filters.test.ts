import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  filtersFromQuery,
  parseFilters,
  rangeValue,
  serialiseFilters,
  toggleFilterValue,
  withLockedFilters,
  withSort,
} from './filters';

describe('filter serialisation', () => {
  it('joins pairs with ::: and several values with ||', () => {
    expect(serialiseFilters({ brand: ['nike', 'puma'], gender: ['men'] })).toBe(
      'brand:nike||puma:::gender:men',
    );
  });

  it('skips keys starting with __ and keys without values', () => {
    expect(serialiseFilters({ __internal: ['x'], brand: ['nike'], size: [] })).toBe('brand:nike');
  });

  it('parses what it serialises, ignoring malformed pairs', () => {
    const selection = { brand: ['nike', 'puma'], min_price_effective: ['[100 TO 500]'] };
    expect(parseFilters(serialiseFilters(selection))).toEqual(selection);
    expect(parseFilters(':x:::nocolon:::__a:b:::gender:men')).toEqual({ gender: ['men'] });
    expect(parseFilters('')).toEqual({});
  });
});

describe('filters in a listing query', () => {
  it('reads every key that is not paging, sorting, search or a campaign', () => {
    const query = new URLSearchParams(
      'q=shoe&page_no=2&sort_on=price_asc&brand=nike&brand=puma&utm_source=x&f.utm_campaign=y&__debug=1',
    );
    expect(filtersFromQuery(query)).toEqual({ brand: ['nike', 'puma'] });
  });

  it('toggles a value and restarts paging', () => {
    const query = new URLSearchParams('brand=nike&page_no=3&page_id=abc&sort_on=latest');
    const added = toggleFilterValue(query, 'brand', 'puma');
    expect(added.getAll('brand')).toEqual(['nike', 'puma']);
    expect(added.has('page_no')).toBe(false);
    expect(added.has('page_id')).toBe(false);
    expect(added.get('sort_on')).toBe('latest');
    expect(toggleFilterValue(added, 'brand', 'nike').getAll('brand')).toEqual(['puma']);
  });

  it('keeps a locked page filter once', () => {
    expect(withLockedFilters({ brand: ['nike'] }, { brand: ['nike'], category: ['shoes'] })).toEqual({
      brand: ['nike'],
      category: ['shoes'],
    });
  });

  it('changes the sort and clears filters, restarting paging each time', () => {
    const query = new URLSearchParams('brand=nike&page_no=2&q=red');
    const sorted = withSort(query, 'price_desc');
    expect(sorted.toString()).toBe('brand=nike&q=red&sort_on=price_desc');
    expect(clearFilters(query).toString()).toBe('q=red');
  });

  it('fills a range format', () => {
    expect(rangeValue('[{} TO {}]', 100, 500)).toBe('[100 TO 500]');
    expect(rangeValue(undefined, 1, 2)).toBe('[1 TO 2]');
  });
});
