import { describe, expect, it } from 'vitest';
import { themePageOf } from './theme-page';

describe('theme page of a route', () => {
  it('names the theme page and the slug the editor is told about', () => {
    expect(themePageOf({ id: 'routes/product', params: { slug: 'red-shirt' } })).toEqual({
      pageType: 'product-description',
      pageSlug: 'red-shirt',
    });
    expect(themePageOf({ id: 'routes/home', params: {} })).toEqual({ pageType: 'home', pageSlug: null });
    expect(themePageOf({ id: 'routes/brands', params: { department: 'men' } })).toEqual({
      pageType: 'brands',
      pageSlug: 'men',
    });
    expect(themePageOf({ id: 'terms-and-conditions', params: {} }).pageType).toBe('tnc');
    expect(themePageOf(undefined).pageType).toBe('not-found');
    expect(themePageOf({ id: 'routes/sections', params: { group: 'summer-sale' } })).toEqual({
      pageType: 'summer-sale',
      pageSlug: null,
    });
  });
});
