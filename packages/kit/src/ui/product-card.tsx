import type { ProductListingItem } from '@vitrine/contract';
import { Link } from 'react-router';
import { FollowHeart } from '../wishlist/follow-heart';
import { useCanFollow } from '../wishlist/follow-state';
import { Image } from './image';
import { Price } from './price';
import { Rating } from './rating';

/** The fields of a product listing item (ProductListingDetail) a card shows; a string `subtitle` attribute is shown under the name. */
export type ListingProduct = Pick<
  ProductListingItem,
  'uid' | 'name' | 'brand' | 'price' | 'discount' | 'medias' | 'rating' | 'rating_count' | 'attributes'
> & { slug: string };

/** Product pictures are portrait, 4:5; the box is reserved at this size before the image loads. */
export const PRODUCT_IMAGE_WIDTH = 480;
export const PRODUCT_IMAGE_HEIGHT = 600;

export interface ProductCardProps {
  product: ListingProduct;
  /** True for cards in the first row of the first screen. */
  priority?: boolean;
  sizes?: string;
}

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

export function productUrl(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

export function ProductCard({
  product,
  priority,
  sizes = '(max-width: 480px) 50vw, (max-width: 1023px) 33vw, 25vw',
}: ProductCardProps) {
  const media = product.medias?.find((m) => !m.type || m.type === 'image') ?? product.medias?.[0];
  const name = product.name ?? product.slug;
  const attributes = product.attributes as { subtitle?: unknown } | undefined;
  const subtitle = typeof attributes?.subtitle === 'string' ? attributes.subtitle : undefined;
  const canFollow = useCanFollow() && product.uid !== undefined;
  const card = (
    <Link className="product-card" to={productUrl(product.slug)} prefetch="intent" data-testid="product-card">
      <Image
        className="product-card__image"
        media={media}
        alt={media?.alt || name}
        width={PRODUCT_IMAGE_WIDTH}
        height={PRODUCT_IMAGE_HEIGHT}
        sizes={sizes}
        priority={priority}
      />
      <span className="product-card__body">
        {product.brand?.name ? <span className="product-card__brand">{product.brand.name}</span> : null}
        <span className="product-card__name">{name}</span>
        {subtitle ? <span className="product-card__subtitle">{subtitle}</span> : null}
        <Price price={product.price} discount={product.discount} />
        <Rating value={product.rating} count={product.rating_count} />
      </span>
    </Link>
  );
  if (!canFollow) return card;
  // The heart sits on the picture beside the link, not in it: a form may not sit inside a link.
  return (
    <div className="product-card-box">
      {card}
      <FollowHeart type="products" id={String(product.uid)} />
    </div>
  );
}
