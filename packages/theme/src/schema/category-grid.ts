import type { SectionSettings } from './types';

export const categoryGridSchema: SectionSettings = {
  label: 'Category grid',
  props: [
    { id: 'title', type: 'text', label: 'Title', default: 'Shop by category' },
    { id: 'department', type: 'text', label: 'Department slug (empty for all)', default: '' },
    { id: 'item_count', type: 'range', label: 'Categories to show', default: 8, min: 2, max: 24, step: 1 },
  ],
  blocks: [],
};
