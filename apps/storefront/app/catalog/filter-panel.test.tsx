import { useDrawer } from '@vitrine/kit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chosenFilterCount, FilterButton, FilterPanel } from './filter-panel';
import type { FilterData } from './listing-types';

const filters: FilterData[] = [
  {
    key: { name: 'brand', display: 'Brand' },
    values: [
      { display: 'Acme', value: 'acme', is_selected: true, count: 4 },
      { display: 'Zenith', value: 'zenith', is_selected: true, count: 2 },
      { display: 'Loom', value: 'loom', is_selected: false, count: 9 },
    ],
  },
  {
    key: { name: 'category', display: 'Category' },
    values: [{ display: 'Shirts', value: 'shirts', is_selected: true, count: 6 }],
  },
  {
    key: { name: 'min_price_effective', display: 'Price', kind: 'range' },
    values: [{ display: '₹100 - ₹900', value: '', is_selected: true, min: 100, max: 900, selected_min: 200 }],
  },
];

function Listing({ filters, lockedKeys }: { filters: FilterData[]; lockedKeys: string[] }) {
  const drawer = useDrawer();
  return (
    <>
      <FilterButton drawer={drawer} count={chosenFilterCount(filters, lockedKeys)} />
      <FilterPanel filters={filters} lockedKeys={lockedKeys} drawer={drawer} />
    </>
  );
}

const render = (url: string, lockedKeys: string[], shown = filters) =>
  renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Listing filters={shown} lockedKeys={lockedKeys} />
    </MemoryRouter>,
  );
const filterButton = (html: string) =>
  /<button[^>]*data-testid="filter-button"[^>]*>(.*?)<\/button>/.exec(html)?.[1];

describe('chosenFilterCount', () => {
  it('counts the chosen values and a narrowed price range, not what the page fixes', () => {
    expect(chosenFilterCount(filters, [])).toBe(4);
    expect(chosenFilterCount(filters, ['category'])).toBe(3);
    expect(chosenFilterCount([], [])).toBe(0);
  });
});

describe('FilterPanel', () => {
  const html = render(
    '/category/shirts?brand=acme&brand=zenith&min_price_effective=%5B200%2CINR+TO+900%2CINR%5D&page_no=3',
    ['category'],
  );

  it('names the button with the count of chosen filters', () => {
    expect(filterButton(html)).toBe('Filter (3)');
    const nothingChosen = filters.map((filter) => ({
      ...filter,
      values: filter.values.map((value) => ({ ...value, is_selected: false })),
    }));
    expect(filterButton(render('/products/', [], nothingChosen))).toBe('Filter');
  });

  it('is a drawer titled Filters with Clear and Apply; Clear keeps the page’s own filter and starts at page 1', () => {
    expect(html).toMatch(/<dialog[^>]*class="drawer drawer--end filters"/);
    expect(html).toContain('>Filters</h2>');
    expect(html).toMatch(
      /<a[^>]*data-testid="filter-drawer-clear" href="\/category\/shirts"[^>]*>Clear<\/a>/,
    );
    expect(html).toMatch(/<button[^>]*data-testid="filter-apply"[^>]*>Apply<\/button>/);
  });

  it('toggles values with links that drop the page number, and shows a locked filter as plain text', () => {
    expect(html).toMatch(
      /data-filter-value="loom" href="\/category\/shirts\?min_price_effective=%5B200%2CINR\+TO\+900%2CINR%5D&amp;brand=acme&amp;brand=zenith&amp;brand=loom"/,
    );
    expect(html).toMatch(
      /data-filter-value="acme" href="\/category\/shirts\?min_price_effective=%5B200%2CINR\+TO\+900%2CINR%5D&amp;brand=zenith"/,
    );
    expect(html).toMatch(/<span class="filters__option" aria-disabled="true"[^>]*data-filter-value="shirts"/);
  });
});
