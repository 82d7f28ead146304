import { parseFilters, type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { type GridSort, SORT_OPTIONS } from '../schema/product-grid';
import { type ProductList, ProductTiles } from './products';
import { text } from './props';

export function sortOf(value: unknown): GridSort | undefined {
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
