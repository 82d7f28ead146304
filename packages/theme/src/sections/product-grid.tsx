import type { ProductSortValue } from '@vitrine/contract';
import { parseFilters, type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { type ProductList, ProductTiles } from './products';
import { text } from './props';

type SortOn = Exclude<ProductSortValue, 'relevance'>;

/** The orders a merchant may pick for the grid ('' keeps the API's default). */
export const SORT_OPTIONS: { value: SortOn | ''; text: string }[] = [
  { value: '', text: 'Default' },
  { value: 'popular', text: 'Popularity' },
  { value: 'latest', text: 'Latest' },
  { value: 'price_asc', text: 'Price: low to high' },
  { value: 'price_dsc', text: 'Price: high to low' },
  { value: 'discount_dsc', text: 'Discount: high to low' },
];
export function sortOf(value: unknown): SortOn | undefined {
  const sort = text(value);
  return SORT_OPTIONS.find((option) => option.value && option.value === sort)?.value || undefined;
}

/** Where "View all" goes: the collection page, or the products page with the same filters and sort. */
function viewAllUrl(props: Record<string, unknown>): string {
  const collection = text(props.collection);
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(parseFilters(text(props.query)))) {
    for (const value of values) search.append(key, value);
  }
  const sort = sortOf(props.sort_on);
  if (sort) search.set('sort_on', sort);
  const query = search.toString();
  const path = collection ? `/collection/${encodeURIComponent(collection)}` : '/products/';
  return query ? `${path}?${query}` : path;
}

export default function ProductGrid({ props, data }: SectionComponentProps<ProductList | undefined>) {
  const items = data?.items ?? [];
  if (items.length === 0) return <section className="section" data-section="product-grid" />;
  return (
    <section className="section" data-section="product-grid">
      <SectionHeading title={text(props.title)} link={{ text: 'View all', to: viewAllUrl(props) }} />
      <ProductTiles items={items} className="product-grid" />
    </section>
  );
}
