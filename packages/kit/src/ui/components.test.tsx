import { IMAGE_WIDTHS } from '@vitrine/contract/images';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assetSrcSet, Image } from './image';
import { Price } from './price';
import { type ListingProduct, ProductCard } from './product-card';
import { Rating } from './rating';
import { SectionHeading } from './section-heading';

const render = (node: ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

const shirt: ListingProduct = {
  slug: 'linen-shirt-blue',
  uid: 7,
  name: 'Linen Shirt',
  brand: { name: 'Loom & Co' },
  price: {
    effective: { min: 1299, max: 1299, currency_symbol: '₹' },
    marked: { min: 1999, max: 1999, currency_symbol: '₹' },
  },
  discount: '35% OFF',
  medias: [{ type: 'image', url: '/assets/products/linen-shirt.png', alt: 'Blue linen shirt' }],
  rating: 4.26,
  rating_count: 31,
};

describe('ProductCard', () => {
  it('links to the product page and shows brand, name, price and discount', () => {
    const html = render(<ProductCard product={shirt} />);
    expect(html).toContain('data-testid="product-card"');
    expect(html).toContain('href="/product/linen-shirt-blue"');
    expect(html).toContain('Loom &amp; Co');
    expect(html).toContain('Linen Shirt');
    expect(html).toContain('₹1,299');
    expect(html).toContain('₹1,999');
    expect(html).toContain('35% OFF');
  });

  it('reserves the image box with width and height and lazy-loads below the fold', () => {
    const html = render(<ProductCard product={shirt} />);
    expect(html).toMatch(/<img[^>]*width="480"[^>]*height="600"/);
    expect(html).toContain('alt="Blue linen shirt"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('/assets/products/linen-shirt.png?w=960 960w');
  });

  it('still renders a sized placeholder when the product has no picture', () => {
    const html = render(<ProductCard product={{ slug: 'plain', name: 'Plain' }} />);
    expect(html).toContain('aspect-ratio:480 / 600');
    expect(html).toContain('Plain');
  });
});

describe('Image', () => {
  it('builds a srcset only for our own assets', () => {
    expect(assetSrcSet('/assets/a.png')).toBe(
      '/assets/a.png?w=240 240w, /assets/a.png?w=480 480w, /assets/a.png?w=960 960w, /assets/a.png?w=1440 1440w',
    );
    expect(assetSrcSet('/assets/a.png?v=2')).toContain('/assets/a.png?v=2&w=240 240w');
    expect(assetSrcSet('https://cdn.example.com/a.png')).toBeUndefined();
    expect(assetSrcSet('/assets/uploads/mark.svg')).toBeUndefined();
    const html = renderToString(<Image src="https://cdn.example.com/a.png" alt="A" width={10} height={20} />);
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('srcset');
    expect(html).toContain('src="https://cdn.example.com/a.png"');
  });

  it('asks only for the widths the asset server declares', () => {
    const widths = (assetSrcSet('/assets/products/shirt/navy-front.png') ?? '')
      .split(', ')
      .map((candidate) => /\?w=(\d+) \1w$/.exec(candidate)?.[1]);
    expect(widths).toEqual(IMAGE_WIDTHS.map(String));
  });

  it('loads priority images eagerly with high fetch priority', () => {
    const html = renderToString(
      <Image src="/assets/hero.png" alt="Sale" width={1440} height={600} priority />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('sizes="100vw"');
  });

  it('offers AVIF, then WebP, before the PNG of a drawn picture', () => {
    const html = renderToString(
      <Image src="/assets/products/shirt/navy-front.png" alt="Shirt" sizes="50vw" />,
    );
    const avif = html.indexOf('type="image/avif"');
    const webp = html.indexOf('type="image/webp"');
    expect(avif).toBeGreaterThan(-1);
    expect(webp).toBeGreaterThan(avif);
    expect(html.indexOf('<img')).toBeGreaterThan(webp);
    expect(html).toContain('navy-front.png?w=480&amp;fm=avif 480w');
    expect(html).toContain('navy-front.png?w=480&amp;fm=webp 480w');
    expect(html).toMatch(/<source[^>]*sizes="50vw"/);
  });

  it('preloads a priority picture from the head, in AVIF', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <Image src="/assets/hero.png" alt="Sale" width={1440} height={600} priority />
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(head).toContain('type="image/avif"');
    expect(head).toContain('/assets/hero.png?w=960&amp;fm=avif 960w');
  });

  it('takes its size from the media when the caller gives none', () => {
    const html = renderToString(<Image media={{ url: '/assets/b.png', width: 300, height: 200 }} alt="B" />);
    expect(html).toMatch(/width="300"[^>]*height="200"/);
  });
});

describe('Price', () => {
  it('hides the marked price when it is not higher than the effective price', () => {
    const html = renderToString(
      <Price price={{ effective: { min: 500 }, marked: { min: 500 } }} discount="0% OFF" />,
    );
    expect(html).toContain('₹500');
    expect(html).not.toContain('price__marked');
    expect(html).not.toContain('OFF');
  });

  it('shows a range when sizes are priced differently, in the item currency', () => {
    const html = renderToString(
      <Price price={{ effective: { min: 10, max: 12.5, currency_symbol: 'AED' } }} />,
    );
    expect(html).toContain('AED 10 - AED 12.50');
  });

  it('renders nothing without a price', () => {
    expect(renderToString(<Price />)).toBe('');
  });
});

describe('Rating and SectionHeading', () => {
  it('describes the rating out of 5 for assistive technology', () => {
    expect(renderToString(<Rating value={4.26} count={31} />)).toContain(
      'Rated 4.3 out of 5 from 31 ratings',
    );
    expect(renderToString(<Rating value={0} />)).toBe('');
  });

  it('renders a title with an optional link', () => {
    const html = render(<SectionHeading title="New in" link={{ text: 'View all', to: '/collections/' }} />);
    expect(html).toContain('<h2 class="section-heading__title">New in</h2>');
    expect(html).toContain('href="/collections/"');
    expect(render(<SectionHeading />)).toBe('');
  });
});
