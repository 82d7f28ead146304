import { describe, expect, it } from 'vitest';
import { productJsonLd, scriptJson } from './json-ld';

describe('product structured data', () => {
  it('describes the product, its offer and its rating out of 5', () => {
    const json = productJsonLd(
      {
        slug: 'blue-shirt',
        name: 'Blue shirt',
        description: '<p>Soft <b>cotton</b></p>',
        brand: { name: 'Acme' },
        medias: [{ url: '/assets/p/1.jpg' }],
        rating: 4.2,
        rating_count: 12,
        price: { effective: { min: 999, max: 999, currency_code: 'INR' } },
      },
      'http://shop.test/product/blue-shirt',
      true,
      'http://shop.test',
    );
    expect(json).toMatchObject({
      '@type': 'Product',
      name: 'Blue shirt',
      description: 'Soft cotton',
      image: ['http://shop.test/assets/p/1.jpg'],
      brand: { name: 'Acme' },
      offers: {
        '@type': 'Offer',
        price: 999,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: 4.2, reviewCount: 12, bestRating: 5 },
    });
  });

  it('uses an aggregate offer for a price range and escapes script text', () => {
    const json = productJsonLd(
      { slug: 'x', price: { effective: { min: 10, max: 20 } } },
      'http://shop.test/product/x',
      false,
      'http://shop.test',
    );
    expect(json.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 10, highPrice: 20 });
    expect(scriptJson({ name: '</script>' })).toBe('{"name":"\\u003c/script>"}');
  });
});
