import {
  Image,
  type ListingPrice,
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  Price,
  productUrl,
  type SectionComponentProps,
  type SectionDefinition,
} from '@vitrine/kit';
import { Link } from 'react-router';
import { toParagraphs } from './plain-text';
import { loadSafely, text } from './props';

interface FeaturedProductData {
  slug: string;
  name: string;
  brand?: string;
  price?: ListingPrice;
  discount?: string;
  image?: string;
  imageAlt?: string;
  description: string[];
}

function FeaturedProduct({ props, data }: SectionComponentProps<FeaturedProductData | undefined>) {
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

export const featuredProduct: SectionDefinition<FeaturedProductData | undefined> = {
  label: 'Featured product',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Featured' },
    { id: 'product', type: 'product', label: 'Product', default: '' },
  ],
  load: ({ sdk, props }) =>
    loadSafely('featured-product', async () => {
      const slug = text(props.product);
      if (!slug) return undefined;
      const product = await sdk.catalog.getProductDetailBySlug({ slug });
      const media = product.medias?.find((m) => m.url && (!m.type || m.type === 'image'));
      return {
        slug: product.slug,
        name: product.name || product.slug,
        brand: product.brand?.name,
        price: product.price,
        discount: product.discount,
        image: media?.url,
        imageAlt: media?.alt,
        description: toParagraphs(product.short_description || product.description || ''),
      };
    }),
  component: FeaturedProduct,
};
