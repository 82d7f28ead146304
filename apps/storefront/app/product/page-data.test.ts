import { describe, expect, it } from 'vitest';
import { pageSizes, pageVariants } from './page-data';

describe('product page data', () => {
  it('keeps of each size what the size picker shows', () => {
    const sizes = [
      {
        value: 'M',
        display: 'Medium',
        quantity: 3,
        is_available: true,
        seller_identifiers: ['SKU-M'],
        dimension: { unit: 'cm', height: 5 },
      },
    ];
    expect(pageSizes(sizes)).toEqual([{ value: 'M', display: 'Medium', quantity: 3, is_available: true }]);
    expect(pageSizes(undefined)).toEqual([]);
  });

  it('keeps of each variant its link, its name and its first picture', () => {
    const variants = [
      {
        header: 'Color',
        key: 'color',
        display_type: 'color',
        items: [
          {
            uid: 7,
            slug: 'shirt-teal',
            name: 'Shirt',
            value: 'Teal',
            color_name: 'Teal',
            color: '#008080',
            medias: [
              { url: '/assets/teal-front.png', alt: 'Front' },
              { url: '/assets/teal-back.png', alt: 'Back' },
            ],
          },
        ],
      },
    ];
    expect(pageVariants(variants)).toEqual([
      {
        header: 'Color',
        key: 'color',
        items: [
          {
            slug: 'shirt-teal',
            name: 'Shirt',
            value: 'Teal',
            color_name: 'Teal',
            medias: [{ url: '/assets/teal-front.png', secure_url: undefined, alt: 'Front' }],
          },
        ],
      },
    ]);
  });
});
