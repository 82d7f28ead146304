import { type SectionDefinition, toCardProduct } from '@vitrine/kit';
import ProductCarousel from './product-carousel';
import type { ProductList } from './products';
import { count, loadSafely, text } from './props';

export const productCarousel: SectionDefinition<ProductList | undefined> = {
  label: 'Product carousel',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Trending now' },
    { id: 'collection', type: 'collection', label: 'Collection', default: '' },
    { id: 'item_count', type: 'range', label: 'Products to show', default: 12, min: 4, max: 24, step: 1 },
  ],
  load: ({ sdk, props }) =>
    loadSafely('product-carousel', async () => {
      const pageSize = count(props.item_count, 12, 24);
      const slug = text(props.collection);
      const response = slug
        ? await sdk.catalog.getCollectionItemsBySlug({ slug, pageSize })
        : await sdk.catalog.getProducts({ pageSize });
      return { items: (response.items ?? []).slice(0, pageSize).map(toCardProduct) };
    }),
  component: ProductCarousel,
};
