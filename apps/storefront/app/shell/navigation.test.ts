import { describe, expect, it } from 'vitest';
import { navigationLinks, shellLinks } from './navigation';

const page = (type: string, slug?: string) => ({
  type: 'page',
  page: { type, ...(slug ? { params: { slug: [slug] } } : {}) },
});

describe('navigation', () => {
  it('keeps active page entries in sort order, nested', () => {
    const links = navigationLinks([
      { display: 'Women', active: true, sort_order: 2, action: page('category', 'women') },
      { display: 'Hidden', active: false, sort_order: 0, action: page('home') },
      { display: 'Popup', active: true, sort_order: 0, action: { type: 'popup' } },
      {
        display: 'Men',
        active: true,
        sort_order: 1,
        action: page('category', 'men'),
        sub_navigation: [
          { display: 'Shirts', active: true, sort_order: 2, action: page('category', 'shirts') },
          { display: 'Shoes', active: true, sort_order: 1, action: page('category', 'shoes') },
        ],
      },
    ]);
    expect(links.map((l) => l.display)).toEqual(['Men', 'Women']);
    expect(links[0].href).toBe('/category/men');
    expect(links[0].children.map((l) => l.display)).toEqual(['Shoes', 'Shirts']);
  });

  it("keeps an entry's query: a department's category opens narrowed to that department", () => {
    const [men] = navigationLinks([
      {
        display: 'Men',
        active: true,
        action: { type: 'page', page: { type: 'products', query: { department: ['men'] } } },
        sub_navigation: [
          {
            display: 'Clothing',
            active: true,
            action: {
              type: 'page',
              page: { type: 'category', params: { slug: ['clothing'] }, query: { department: ['men'] } },
            },
          },
        ],
      },
    ]);
    expect(men.href).toBe('/products/?department=men');
    expect(men.children[0].href).toBe('/category/clothing?department=men');
  });

  it('picks the header menu by orientation top and the footer by bottom', () => {
    const menus = [
      {
        orientation: { landscape: ['bottom'] },
        navigation: [{ display: 'FAQ', active: true, action: page('faq') }],
      },
      {
        orientation: { landscape: ['top'] },
        navigation: [{ display: 'Home', active: true, action: page('home') }],
      },
    ];
    expect(shellLinks(menus).header).toEqual([{ display: 'Home', href: '/', children: [] }]);
    expect(shellLinks(menus).footer[0].href).toBe('/faq/');
  });

  it('falls back to the default header links when the shop has no header menu', () => {
    const menus = [
      { orientation: { landscape: ['bottom'] }, navigation: [{ display: 'FAQ', action: page('faq') }] },
    ];
    expect(shellLinks(menus).header.map((l) => l.display)).toEqual([
      'Home',
      'Brands',
      'Categories',
      'Collections',
    ]);
    expect(shellLinks(undefined).header).toEqual(shellLinks(menus).header);
    expect(shellLinks(undefined).footer).toEqual([]);
  });

  it('names the default header links in the shopper’s language, and keeps the merchant’s names as they are', () => {
    expect(shellLinks(undefined, 'hi-IN').header.map((l) => [l.display, l.href])).toEqual([
      ['होम', '/'],
      ['ब्रांड', '/brands/'],
      ['श्रेणियाँ', '/categories/'],
      ['संग्रह', '/collections/'],
    ]);
    const menus = [
      {
        orientation: { landscape: ['top'] },
        navigation: [{ display: 'Sale', active: true, action: page('home') }],
      },
    ];
    expect(shellLinks(menus, 'hi-IN').header.map((l) => l.display)).toEqual(['Sale']);
  });
});
