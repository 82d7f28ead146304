import { type ListingProduct, ProductCard } from '@vitrine/kit';

/** The card fields of a listing item, so the page data sent to the browser stays small. */
export function toCardProduct(item: {
  slug: string;
  uid?: number;
  name?: string;
  brand?: { name?: string };
  price?: ListingProduct['price'];
  discount?: string;
  medias?: { url?: string; type?: string; alt?: string }[];
  rating?: number;
  rating_count?: number;
  attributes?: unknown;
}): ListingProduct {
  const media = item.medias?.find((m) => m.url && (!m.type || m.type === 'image'));
  const attributes = item.attributes as Record<string, unknown> | undefined;
  const subtitle = typeof attributes?.subtitle === 'string' ? attributes.subtitle : undefined;
  return {
    slug: item.slug,
    uid: item.uid,
    name: item.name,
    brand: item.brand?.name ? { name: item.brand.name } : undefined,
    price: item.price,
    discount: item.discount,
    medias: media ? [{ url: media.url, type: media.type, alt: media.alt }] : [],
    rating: item.rating,
    rating_count: item.rating_count,
    attributes: subtitle ? { subtitle } : undefined,
  };
}

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
