import { type SectionDefinition, toCardProduct } from '@vitrine/kit';
import ProductGrid, { SORT_OPTIONS, sortOf } from './product-grid';
import type { ProductList } from './products';
import { count, loadSafely, text } from './props';

export const productGrid: SectionDefinition<ProductList | undefined> = {
  label: 'Product grid',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Featured products' },
    { id: 'collection', type: 'collection', label: 'Collection (optional)', default: '' },
    {
      id: 'query',
      type: 'text',
      label: 'Filters',
      default: '',
      info: 'Used without a collection, e.g. category:shirts or brand:nike||puma:::department:men',
    },
    { id: 'sort_on', type: 'select', label: 'Sort by', default: '', options: SORT_OPTIONS },
    { id: 'item_count', type: 'range', label: 'Products to show', default: 8, min: 2, max: 24, step: 1 },
  ],
  load: ({ sdk, props }) =>
    loadSafely('product-grid', async () => {
      const pageSize = count(props.item_count, 8, 24);
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
