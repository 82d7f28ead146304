import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListingProduct, ProductCard } from '../ui/product-card';
import { FollowHeart } from './follow-heart';
import { FollowedIdsProvider } from './follow-state';

const shirt: ListingProduct = { slug: 'linen-shirt-blue', uid: 7, name: 'Linen Shirt' };

const inShop = (node: ReactNode, path = '/') =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <FollowedIdsProvider session={{ shopper: null }}>{node}</FollowedIdsProvider>
    </MemoryRouter>,
  );

describe('FollowHeart', () => {
  it('is a form posting to /_follow that brings the shopper back to the page', () => {
    const html = inShop(<FollowHeart type="products" id="7" />, '/products/?q=linen');
    expect(html).toContain('action="/_follow"');
    expect(html).toContain('method="post"');
    expect(html).toMatch(/name="type" value="products"/);
    expect(html).toMatch(/name="id" value="7"/);
    expect(html).toMatch(/name="intent" value="follow"/);
    expect(html).toMatch(/name="redirectUrl" value="\/products\/\?q=linen"/);
    expect(html).toContain('aria-label="Add to wishlist"');
  });

  it('is drawn empty on the server: who follows what is never in the page HTML', () => {
    const html = inShop(<FollowHeart type="products" id="7" />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('♡');
    expect(html).not.toContain('♥');
  });
});

describe('ProductCard with the heart', () => {
  it('draws the heart beside the card link, not inside it', () => {
    const html = inShop(<ProductCard product={shirt} />);
    expect(html).toContain('data-testid="follow-button"');
    const link = html.slice(html.indexOf('<a '), html.indexOf('</a>'));
    expect(link).not.toContain('<form');
    expect(html.indexOf('<form')).toBeGreaterThan(html.indexOf('</a>'));
    expect(html).toMatch(/name="id" value="7"/);
  });

  it('has no heart where the shop provides no followed ids, or for a product without a uid', () => {
    const bare = renderToString(
      <MemoryRouter>
        <ProductCard product={shirt} />
      </MemoryRouter>,
    );
    expect(bare).toContain('data-testid="product-card"');
    expect(bare).not.toContain('<form');
    const noUid = inShop(<ProductCard product={{ slug: 'plain', name: 'Plain' }} />);
    expect(noUid).not.toContain('<form');
  });
});
