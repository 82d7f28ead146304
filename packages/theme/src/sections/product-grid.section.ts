import { type SectionDefinition, toCardProduct } from '@vitrine/kit';
import { productGridSchema } from '../schema/product-grid';
import { declared } from './declared';
import ProductGrid, { sortOf } from './product-grid';
import type { ProductList } from './products';
import { itemCount, loadSafely, text } from './props';

export const productGrid: SectionDefinition<ProductList | undefined> = {
  ...declared(productGridSchema),
  load: ({ sdk, props }) =>
    loadSafely('product-grid', async () => {
      const pageSize = itemCount(props.item_count, productGridSchema);
      const sortOn = sortOf(props.sort_on);
      const slug = text(props.collection);
      const f = text(props.query) || undefined;
      const response = slug
        ? await sdk.catalog.getCollectionItemsBySlug({ slug, f, sortOn, pageSize })
        : await sdk.catalog.getProducts({ f, sortOn, pageSize });
      return { items: (response.items ?? []).slice(0, pageSize).map(toCardProduct) };
    }),
  component: ProductGrid,
};
