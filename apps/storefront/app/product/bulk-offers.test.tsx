import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BulkOffers, bulkOffers } from './bulk-offers';

const response = {
  data: [
    {
      seller: { uid: 1, name: 'Vitrine Demo Shop' },
      offers: [
        {
          quantity: 3,
          margin: 5,
          best: false,
          price: { effective: 1299, bulk_effective: 1234.05, currency_symbol: '₹' },
        },
        {
          quantity: 6,
          margin: 10,
          best: true,
          price: { effective: 1299, bulk_effective: 1169.1, currency_symbol: '₹' },
        },
        { margin: 20, price: { bulk_effective: 1 } },
      ],
    },
  ],
};

describe('bulk offers', () => {
  it('shows each quantity tier with its unit price and saving, the best one marked', () => {
    // React separates adjacent text parts with comments; the shopper reads them as one line.
    const html = renderToString(<BulkOffers offers={bulkOffers(response)} />).replace(/<!-- -->/g, '');
    expect(html).toContain('data-testid="bulk-offers"');
    expect(html).toContain('Buy 3 or more: <strong>₹1,234.05</strong> each (5% off)');
    expect(html).toContain('Buy 6 or more: <strong>₹1,169.10</strong> each (10% off)');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('class="pdp__bulk-best"');
  });

  it('shows nothing for a product without tiers or a failed call', () => {
    expect(renderToString(<BulkOffers offers={bulkOffers({ data: [] })} />)).toBe('');
    expect(renderToString(<BulkOffers offers={bulkOffers(undefined)} />)).toBe('');
  });
});
