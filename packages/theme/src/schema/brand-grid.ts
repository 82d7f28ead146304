import type { SectionSettings } from './types';

export const brandGridSchema: SectionSettings = {
  label: 'Brand grid',
  props: [
    { id: 'title', type: 'text', label: 'Title', default: 'Top brands' },
    { id: 'item_count', type: 'range', label: 'Brands to show', default: 12, min: 4, max: 24, step: 1 },
  ],
  blocks: [],
};
