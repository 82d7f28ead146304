import {
  Image,
  type ListingPrice,
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  Price,
  productUrl,
  type SectionComponentProps,
} from '@vitrine/kit';
import { Link } from 'react-router';
import { text } from './props';

export interface FeaturedProductData {
  slug: string;
  name: string;
  brand?: string;
  price?: ListingPrice;
  discount?: string;
  image?: string;
  imageAlt?: string;
  description: string[];
}

export default function FeaturedProduct({
  props,
  data,
}: SectionComponentProps<FeaturedProductData | undefined>) {
  if (!data) return <section className="section" data-section="featured-product" />;
  const heading = text(props.title);
  return (
    <section className="section featured-product" data-section="featured-product">
      <div className="featured-product__media">
        <Image
          src={data.image}
          alt={data.imageAlt || data.name}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          sizes="(max-width: 768px) 100vw, 50vw"
        />
      </div>
      <div className="featured-product__content">
        {heading ? <p className="featured-product__eyebrow">{heading}</p> : null}
        {data.brand ? <p className="featured-product__brand">{data.brand}</p> : null}
        <h2 className="featured-product__name">{data.name}</h2>
        <Price price={data.price} discount={data.discount} />
        {data.description.slice(0, 2).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link className="button button--primary" to={productUrl(data.slug)}>
          View product
        </Link>
      </div>
    </section>
  );
}
