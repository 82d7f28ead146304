import { describe, expect, it } from 'vitest';
import { frameUrl, hasParams, previewPath } from './frame';

const pages = [
  ['home', ''],
  ['products', 'products'],
  ['product', 'product/:slug'],
  ['reviews', 'product/:slug/reviews'],
  ['categories', 'categories'],
  ['category', 'category/:slug'],
  ['blog', 'blog'],
  ['post', 'blog/:slug'],
  ['orders', 'profile/orders'],
  ['shipment', 'profile/orders/shipment/:id'],
  ['group', 'sections/:group'],
].map(([value, path]) => ({ value, text: value, path }));
const path = (value: string) => previewPath(pages.find((p) => p.value === value) ?? pages[0], pages);

describe('preview frame address', () => {
  it('opens a page without parameters directly', () => {
    expect(hasParams('product/:slug')).toBe(true);
    expect(hasParams('products')).toBe(false);
    expect(path('products')).toBe('products');
    expect(path('home')).toBe('');
  });

  it('opens the listing for a page that needs a slug', () => {
    expect(path('product')).toBe('products');
    expect(path('reviews')).toBe('products');
    expect(path('category')).toBe('categories');
    expect(path('post')).toBe('blog');
    expect(path('shipment')).toBe('profile/orders');
    expect(path('group')).toBe('');
  });

  it('puts the storefront in edit mode', () => {
    expect(frameUrl('', '')).toBe('/?isEdit=true');
    expect(frameUrl('https://shop.example.com/', 'products')).toBe(
      'https://shop.example.com/products?isEdit=true',
    );
  });
});
