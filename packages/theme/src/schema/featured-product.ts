import type { SectionSettings } from './types';

export const featuredProductSchema: SectionSettings = {
  label: 'Featured product',
  props: [
    { id: 'title', type: 'text', label: 'Title', default: 'Featured' },
    { id: 'product', type: 'product', label: 'Product', default: '' },
  ],
  blocks: [],
};
