import type { SectionDefinition } from '@vitrine/kit';
import CustomHtml from './custom-html';

export const customHtml: SectionDefinition<undefined> = {
  label: 'Custom HTML',
  settings: [{ id: 'code', type: 'textarea', label: 'HTML', default: '' }],
  component: CustomHtml,
};
