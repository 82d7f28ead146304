import type { MediaLike } from '@vitrine/kit';

export interface ProductForJsonLd {
  slug: string;
  name?: string;
  description?: string;
  short_description?: string;
  item_code?: string;
  brand?: { name?: string };
  medias?: MediaLike[];
  rating?: number;
  rating_count?: number;
  price?: { effective?: { min?: number; max?: number; currency_code?: string } };
}

/** Product structured data (schema.org), ratings out of a best of 5. */
export function productJsonLd(product: ProductForJsonLd, url: string, inStock: boolean, origin: string) {
  const effective = product.price?.effective;
  const absolute = (src: string) => (src.startsWith('/') ? `${origin}${src}` : src);
  const images = (product.medias ?? []).flatMap((m) => (m.url ? [absolute(m.url)] : []));
  const availability = inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const currency = effective?.currency_code ?? 'INR';
  const json: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name ?? product.slug,
    url,
    sku: product.item_code ?? product.slug,
  };
  if (images.length) json.image = images;
  const description = stripTags(product.short_description || product.description || '');
  if (description) json.description = description;
  if (product.brand?.name) json.brand = { '@type': 'Brand', name: product.brand.name };
  if (effective?.min !== undefined) {
    json.offers =
      effective.max !== undefined && effective.max !== effective.min
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: currency,
            lowPrice: effective.min,
            highPrice: effective.max,
            availability,
          }
        : { '@type': 'Offer', priceCurrency: currency, price: effective.min, availability, url };
  }
  if (typeof product.rating === 'number' && product.rating > 0) {
    json.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: Math.max(product.rating_count ?? 1, 1),
      bestRating: 5,
      worstRating: 1,
    };
  }
  return json;
}

export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** JSON for a <script> element: `<` escaped so product text cannot close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
