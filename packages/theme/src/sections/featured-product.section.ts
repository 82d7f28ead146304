import type { SectionDefinition } from '@vitrine/kit';
import { featuredProductSchema } from '../schema/featured-product';
import { declared } from './declared';
import FeaturedProduct, { type FeaturedProductData } from './featured-product';
import { toParagraphs } from './plain-text';
import { loadSafely, text } from './props';

export const featuredProduct: SectionDefinition<FeaturedProductData | undefined> = {
  ...declared(featuredProductSchema),
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
