import { describe, expect, it } from 'vitest';
import { actionToUrl, resolveExternalUrl, slugify } from './action';

describe('actions to URLs', () => {
  it('fills the page path from the action params and keeps the query', () => {
    expect(actionToUrl({ type: 'page', page: { type: 'product', params: { slug: ['blue-shirt'] } } })).toBe(
      '/product/blue-shirt',
    );
    expect(
      actionToUrl({ page: { type: 'products', query: { brand: ['nike', 'puma'], q: ['red shoe'] } } }),
    ).toBe('/products/?brand=nike&brand=puma&q=red+shoe');
    expect(actionToUrl({ page: { type: 'brands', query: {}, params: { department: ['men'] } } })).toBe(
      '/brands/men',
    );
    expect(actionToUrl({ page: { type: 'home' } })).toBe('/');
    expect(actionToUrl({ page: { type: 'tnc' } })).toBe('/terms-and-conditions/');
  });

  it('prefers an explicit url and gives up on unknown pages or missing params', () => {
    expect(actionToUrl({ page: { type: 'product', url: '/product/x' } })).toBe('/product/x');
    expect(actionToUrl({ page: { type: 'product' } })).toBeUndefined();
    expect(actionToUrl({ page: { type: 'no-such-page' } })).toBeUndefined();
    expect(actionToUrl(undefined)).toBeUndefined();
  });
});

describe('slugs and outside links', () => {
  it('makes slugs the shop way', () => {
    expect(slugify('  Summer Sale 2024! ')).toBe('summer-sale-2024');
  });

  it('keeps links to the shop inside it and refuses non-web schemes', () => {
    const own = ['shop.example', 'localhost:3000'];
    expect(resolveExternalUrl('https://shop.example/product/x?size=M', own)).toBe('/product/x?size=M');
    expect(resolveExternalUrl('http://localhost:3000/brands/', own)).toBe('/brands/');
    expect(resolveExternalUrl('https://elsewhere.example/a', own)).toBe('https://elsewhere.example/a');
    expect(resolveExternalUrl('javascript:alert(1)', own)).toBeUndefined();
    expect(resolveExternalUrl('//evil.example', own)).toBeUndefined();
    expect(resolveExternalUrl(null, own)).toBeUndefined();
  });

  it('gives a path a browser would read, never line breaks a Location header cannot carry', () => {
    const own = ['shop.example'];
    const target = resolveExternalUrl('/\r\nSet-Cookie: a=1', own);
    expect(target).toBe('/Set-Cookie:%20a=1');
    expect(() => new Headers({ location: target ?? '' })).not.toThrow();
    // Tabs and line breaks are dropped as browsers drop them: what is left must still be a path on the shop.
    expect(resolveExternalUrl('/\t/evil.example', own)).toBeUndefined();
    expect(resolveExternalUrl('/a\u0000b?q=1#top', own)).toBe('/a%00b?q=1#top');
  });

  it('never hands back a path that dot segments or the own host turn into another host', () => {
    const own = ['shop.example'];
    for (const raw of [
      '/..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/./%2F/evil.example',
      'https://shop.example//evil.example',
      'https://shop.example/\\evil.example',
    ]) {
      const target = resolveExternalUrl(raw, own);
      expect(target === undefined || !/^\/[/\\]/.test(target), `${raw} → ${target}`).toBe(true);
    }
    expect(resolveExternalUrl('/../brands/', own)).toBe('/brands/');
  });
});
