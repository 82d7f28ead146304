import { type SectionComponentProps, type SectionDefinition, SectionHeading } from '@vitrine/kit';
import { type ProductList, ProductTiles, toCardProduct } from './products';
import { count, loadSafely, text } from './props';

function ProductCarousel({ props, data }: SectionComponentProps<ProductList | undefined>) {
  const items = data?.items ?? [];
  if (items.length === 0) return <section className="section" data-section="product-carousel" />;
  const collection = text(props.collection);
  const viewAll = collection ? `/collection/${encodeURIComponent(collection)}` : '/products/';
  return (
    <section className="section" data-section="product-carousel">
      <SectionHeading title={text(props.title)} link={{ text: 'View all', to: viewAll }} />
      {/* Scroll snapping does the carousel: no script, and the first cards paint with the page. */}
      <ProductTiles items={items} className="carousel" />
    </section>
  );
}

export const productCarousel: SectionDefinition<ProductList | undefined> = {
  label: 'Product carousel',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Trending now' },
    { id: 'collection', type: 'collection', label: 'Collection', default: '' },
    { id: 'item_count', type: 'range', label: 'Products to show', default: 12, min: 4, max: 24, step: 1 },
  ],
  load: ({ sdk, props }) =>
    loadSafely('product-carousel', async () => {
      const pageSize = count(props.item_count, 12, 24);
      const slug = text(props.collection);
      const response = slug
        ? await sdk.catalog.getCollectionItemsBySlug({ slug, pageSize })
        : await sdk.catalog.getProducts({ pageSize });
      return { items: (response.items ?? []).slice(0, pageSize).map(toCardProduct) };
    }),
  component: ProductCarousel,
};
