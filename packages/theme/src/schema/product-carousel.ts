import type { SectionSettings } from './types';

export const productCarouselSchema: SectionSettings = {
  label: 'Product carousel',
  props: [
    { id: 'title', type: 'text', label: 'Title', default: 'Trending now' },
    { id: 'collection', type: 'collection', label: 'Collection', default: '' },
    { id: 'item_count', type: 'range', label: 'Products to show', default: 12, min: 4, max: 24, step: 1 },
  ],
  blocks: [],
};
