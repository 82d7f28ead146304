import type { SectionDefinition } from '@vitrine/kit';
import Newsletter from './newsletter';

export const newsletter: SectionDefinition<undefined> = {
  label: 'Newsletter',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Stay in the loop' },
    { id: 'subtitle', type: 'text', label: 'Subtitle', default: 'New arrivals and offers, once a week.' },
  ],
  component: Newsletter,
};
