import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingData } from './listing-types';
import { SearchCorrection } from './search-correction';

const listing = (q: string, correctedFrom?: string): ListingData => ({
  items: [],
  filters: [],
  sortOptions: [],
  page: { type: 'number', current: 1, item_total: 3 },
  lockedKeys: [],
  q,
  ...(correctedFrom ? { correctedFrom } : {}),
});

function render(url: string, data: ListingData): string {
  const router = createMemoryRouter([{ path: '*', element: <SearchCorrection data={data} /> }], {
    initialEntries: [url],
  });
  return renderToString(<RouterProvider router={router} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');

describe('search correction notice', () => {
  it('names the correction and links to the search as typed, keeping filters, from the first page', () => {
    const html = render('/products/?q=shrit&brand=acme&page_no=3', listing('shirt', 'shrit'));
    expect(text(html)).toBe('Showing results for shirt, search instead for shrit');
    expect(html).toContain('href="/products/?q=shrit&amp;brand=acme&amp;as_typed=1"');
  });

  it('is absent when the search was not corrected', () => {
    expect(render('/products/?q=shirt', listing('shirt'))).toBe('');
  });
});
