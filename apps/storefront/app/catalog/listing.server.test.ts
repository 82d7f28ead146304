import { describe, expect, it } from 'vitest';
import { listingQuery } from './listing.server';

describe('listing query', () => {
  it('maps the page URL to the API query with filters serialised and paging by number', () => {
    const url = new URL(
      'http://shop.test/products/?q=%20red%20shirt%20&brand=acme&brand=zenith&sort_on=price_asc&page_no=3',
    );
    expect(listingQuery(url)).toEqual({
      q: 'red shirt',
      sortOn: 'price_asc',
      pageId: undefined,
      pageNo: 3,
      pageType: 'number',
      pageSize: 12,
      f: 'brand:acme||zenith',
      filters: true,
    });
  });

  it('pages by cursor when the URL carries page_id', () => {
    const query = listingQuery(new URL('http://shop.test/products/?page_id=abc&page_no=4&page_size=24'));
    expect(query).toMatchObject({ pageId: 'abc', pageNo: undefined, pageType: 'cursor', pageSize: 24 });
  });

  it('locks the page slug into its filter and drops values the API would refuse', () => {
    const url = new URL(
      'http://shop.test/brand/acme/?brand=zenith&gender=men&sort_on=garbage&page_size=100000&page_no=-2',
    );
    expect(listingQuery(url, { brand: ['acme'] })).toMatchObject({
      f: 'gender:men:::brand:acme',
      sortOn: undefined,
      pageSize: 100,
      pageNo: 1,
    });
  });

  it("adds a menu entry's department to its category page's own category", () => {
    const url = new URL('http://shop.test/category/clothing?department=men');
    expect(listingQuery(url, { category: ['clothing'] }).f).toBe('department:men:::category:clothing');
  });

  it('reads a search kept as typed as the search, not as a filter', () => {
    const query = listingQuery(new URL('http://shop.test/products/?q=shrit&as_typed=1'));
    expect(query).toMatchObject({ q: 'shrit', f: undefined });
  });
});
