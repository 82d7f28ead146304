import type { SectionSettings } from './types';

export const newsletterSchema: SectionSettings = {
  label: 'Newsletter',
  props: [
    { id: 'title', type: 'text', label: 'Title', default: 'Stay in the loop' },
    { id: 'subtitle', type: 'text', label: 'Subtitle', default: 'New arrivals and offers, once a week.' },
  ],
  blocks: [],
};
