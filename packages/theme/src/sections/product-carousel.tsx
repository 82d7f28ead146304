import { type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { type ProductList, ProductTiles } from './products';
import { text } from './props';

export default function ProductCarousel({ props, data }: SectionComponentProps<ProductList | undefined>) {
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
