import type { SectionSettings } from './types';

export const collectionGridSchema: SectionSettings = {
  label: 'Collection grid',
  props: [
    { id: 'title', type: 'text', label: 'Title', default: 'Collections' },
    { id: 'item_count', type: 'range', label: 'Collections to show', default: 6, min: 2, max: 12, step: 1 },
  ],
  blocks: [],
};
