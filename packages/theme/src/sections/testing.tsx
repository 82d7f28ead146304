import type { SectionDefinition } from '@vitrine/kit';
import type { ApplicationClient } from '@vitrine/sdk';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { sections } from './index';

/** Test helpers for section unit tests: render a section with its defaults, and a stand-in API client. */

export function defaults(definition: SectionDefinition<unknown>): Record<string, unknown> {
  return Object.fromEntries(definition.settings.map((setting) => [setting.id, setting.default]));
}

export function renderSection(
  name: string,
  options: { props?: Record<string, unknown>; data?: unknown; blocks?: unknown[] } = {},
) {
  const definition = sections[name];
  const Component = definition.component;
  return renderToString(
    <MemoryRouter>
      <Component
        props={{ ...defaults(definition), ...options.props }}
        blocks={(options.blocks ?? []) as { type: string; props: Record<string, unknown> }[]}
        data={options.data}
      />
    </MemoryRouter>,
  );
}

const product = (slug: string) => ({
  slug,
  uid: slug.length,
  name: `Product ${slug}`,
  brand: { name: 'Loom' },
  price: { effective: { min: 799, max: 799, currency_symbol: '₹' }, marked: { min: 999, max: 999 } },
  discount: '20% OFF',
  medias: [{ type: 'image', url: `/assets/p/${slug}.png` }],
  attributes: { subtitle: 'Cotton', fabric: 'cotton' },
  sizes: ['S', 'M'],
});

/** A stand-in for the API client in these unit tests: only the methods the sections call. */
export function fakeSdk() {
  const catalog = {
    getCategories: vi.fn(async () => ({
      data: [
        {
          department: 'men',
          items: [
            {
              uid: 1,
              name: 'Shirts',
              slug: 'shirts',
              banners: { portrait: { url: '/assets/c/shirts.png' } },
              action: {},
            },
            { uid: 2, name: 'Shoes', slug: 'shoes', banners: {}, action: {} },
          ],
        },
        { department: 'women', items: [{ uid: 1, name: 'Shirts', slug: 'shirts', banners: {}, action: {} }] },
      ],
    })),
    getCollectionItemsBySlug: vi.fn(async () => ({
      items: [product('a'), product('b')],
      page: { type: 'number' },
    })),
    getProducts: vi.fn(async () => ({ items: [product('c')], page: { type: 'number' } })),
    getBrands: vi.fn(async () => ({
      items: [{ uid: 3, name: 'Loom', slug: 'loom', logo: { url: '/assets/b/loom.png' } }, { uid: 4 }],
      page: { type: 'number' },
    })),
    getCollections: vi.fn(async () => ({
      items: [
        { uid: 'x', name: 'Summer', slug: 'summer', banners: { landscape: { url: '/assets/k/summer.png' } } },
      ],
      page: { type: 'number' },
    })),
    getProductDetailBySlug: vi.fn(async ({ slug }: { slug: string }) => ({
      ...product(slug),
      short_description: '<p>Soft &amp; light.</p><script>alert(1)</script>',
    })),
  };
  const content = {
    getBlogs: vi.fn(async () => ({
      items: [
        {
          slug: 'care-guide',
          title: 'Care guide',
          summary: 'Wash cold.',
          publish_date: '2026-03-05T10:00:00.000Z',
          feature_image: { secure_url: '/assets/blog/care.png' },
        },
      ],
    })),
    getFaqs: vi.fn(async () => ({
      faqs: [{ question: 'How long is delivery?', answer: '<p>3 to 5 days.</p>' }],
    })),
  };
  return { sdk: { catalog, content } as unknown as ApplicationClient, catalog, content };
}

export const url = new URL('http://shop.test/');
