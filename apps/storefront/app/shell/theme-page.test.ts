import { describe, expect, it } from 'vitest';
import { handle as productRoute } from '../routes/product';
import { handle as sectionsRoute } from '../routes/sections';
import { themePageOf } from './theme-page';

describe('theme page of a route', () => {
  it('names the theme page and the slug the editor is told about', () => {
    expect(
      themePageOf({ id: 'routes/product', params: { slug: 'red-shirt' }, handle: productRoute }),
    ).toEqual({
      pageType: 'product-description',
      pageSlug: 'red-shirt',
    });
    expect(
      themePageOf({ id: 'routes/brands', params: { department: 'men' }, handle: { themePage: 'brands' } }),
    ).toEqual({
      pageType: 'brands',
      pageSlug: 'men',
    });
    expect(themePageOf({ id: 'terms-and-conditions', params: {} }).pageType).toBe('tnc');
    expect(themePageOf({ id: 'privacy-policy', params: {} }).pageType).toBe('privacy-policy');
    expect(themePageOf(undefined).pageType).toBe('not-found');
    expect(
      themePageOf({ id: 'routes/sections', params: { group: 'summer-sale' }, handle: sectionsRoute }),
    ).toEqual({
      pageType: 'summer-sale',
      pageSlug: null,
    });
  });
});
