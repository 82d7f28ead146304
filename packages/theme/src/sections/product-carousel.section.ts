import { type SectionDefinition, toCardProduct } from '@vitrine/kit';
import { productCarouselSchema } from '../schema/product-carousel';
import { declared } from './declared';
import ProductCarousel from './product-carousel';
import type { ProductList } from './products';
import { itemCount, loadSafely, text } from './props';

export const productCarousel: SectionDefinition<ProductList | undefined> = {
  ...declared(productCarouselSchema),
  load: ({ sdk, props }) =>
    loadSafely('product-carousel', async () => {
      const pageSize = itemCount(props.item_count, productCarouselSchema);
      const slug = text(props.collection);
      const response = slug
        ? await sdk.catalog.getCollectionItemsBySlug({ slug, pageSize })
        : await sdk.catalog.getProducts({ pageSize });
      return { items: (response.items ?? []).slice(0, pageSize).map(toCardProduct) };
    }),
  component: ProductCarousel,
};
