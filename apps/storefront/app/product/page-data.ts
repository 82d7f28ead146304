import { type ListingPrice, type ListingProduct, type MediaLike, toCardProduct } from '@vitrine/kit';
import type { RelatedProducts } from './related';
import type { SizeOption } from './sizes';
import type { VariantGroup } from './variants';

/** The product detail fields the product page shows (and its JSON-LD reads). */
export interface PageProduct {
  uid?: number;
  slug: string;
  name?: string;
  item_code?: string;
  brand?: { name?: string };
  medias?: (MediaLike & { type?: string })[];
  price?: ListingPrice;
  discount?: string;
  description?: string;
  short_description?: string;
  highlights?: string[];
  rating?: number;
  rating_count?: number;
}

/**
 * Only what the page reads goes into the loader data: it is serialised into the HTML for hydration, and the full
 * ProductDetail is several times larger than the page needs.
 */
export function pageProduct(product: PageProduct): PageProduct {
  return {
    uid: product.uid,
    slug: product.slug,
    name: product.name,
    item_code: product.item_code,
    brand: product.brand?.name ? { name: product.brand.name } : undefined,
    medias: (product.medias ?? []).map(({ url, alt, type }) => ({ url, alt, type })),
    price: product.price,
    discount: product.discount,
    description: product.description,
    short_description: product.short_description,
    highlights: product.highlights,
    rating: product.rating,
    rating_count: product.rating_count,
  };
}

/** Related products as cards, without the product the page is about (comparisons list it first). */
export function relatedCards(
  related: { title?: string; items?: (ListingProduct & { medias?: MediaLike[] })[] } | undefined,
  currentSlug: string,
): RelatedProducts | undefined {
  if (!related) return undefined;
  return {
    title: related.title,
    items: (related.items ?? []).filter((item) => item.slug !== currentSlug).map(toCardProduct),
  };
}

/** The sizes as the size picker shows them (the API adds sellers, dimensions and weights per size). */
export function pageSizes(sizes: SizeOption[] | undefined): SizeOption[] {
  return (sizes ?? []).map(({ value, display, quantity, is_available }) => ({
    value,
    display,
    quantity,
    is_available,
  }));
}

/** The variant choices as the page shows them: a name and the first picture each. */
export function pageVariants(groups: VariantGroup[] | undefined): VariantGroup[] {
  return (groups ?? []).map(({ header, key, items }) => ({
    header,
    key,
    items: (items ?? []).map(({ slug, name, value, color_name, medias }) => ({
      slug,
      name,
      value,
      color_name,
      medias: medias?.slice(0, 1).map(({ url, secure_url, alt }) => ({ url, secure_url, alt })),
    })),
  }));
}
