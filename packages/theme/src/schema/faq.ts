import type { SectionSettings } from './types';

export const faqSchema: SectionSettings = {
  label: 'FAQ',
  props: [{ id: 'title', type: 'text', label: 'Title', default: 'Frequently asked questions' }],
  blocks: [],
};
