import { type ListingProduct, ProductCard } from '@vitrine/kit';

export interface ProductList {
  items: ListingProduct[];
}

export function ProductTiles({ items, className }: { items: ListingProduct[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((product) => (
        <li key={product.uid ?? product.slug}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
