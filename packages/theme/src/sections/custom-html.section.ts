import type { SectionDefinition } from '@vitrine/kit';
import CustomHtml from './custom-html';

export const customHtml: SectionDefinition<undefined> = {
  label: 'Custom HTML',
  settings: [
    { id: 'code', type: 'textarea', label: 'HTML', default: '' },
    { id: 'css', type: 'textarea', label: 'CSS', default: '' },
    { id: 'js', type: 'textarea', label: 'JavaScript (runs after the HTML’s own scripts)', default: '' },
  ],
  component: CustomHtml,
};
