import type { SectionDefinition } from '@vitrine/kit';
import FeaturedProduct, { type FeaturedProductData } from './featured-product';
import { toParagraphs } from './plain-text';
import { loadSafely, text } from './props';

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
