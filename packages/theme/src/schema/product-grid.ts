import type { ProductSortValue } from '@vitrine/contract';
import type { SectionSettings } from './types';

export type GridSort = Exclude<ProductSortValue, 'relevance'>;

/** The orders a merchant may pick for the grid ('' keeps the API's default). */
export const SORT_OPTIONS: { value: GridSort | ''; text: string }[] = [
  { value: '', text: 'Default' },
  { value: 'popular', text: 'Popularity' },
  { value: 'latest', text: 'Latest' },
  { value: 'price_asc', text: 'Price: low to high' },
  { value: 'price_dsc', text: 'Price: high to low' },
  { value: 'discount_dsc', text: 'Discount: high to low' },
];

export const productGridSchema: SectionSettings = {
  label: 'Product grid',
  props: [
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
  blocks: [],
};
