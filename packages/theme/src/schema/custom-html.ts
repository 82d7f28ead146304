import type { SectionSettings } from './types';

export const customHtmlSchema: SectionSettings = {
  label: 'Custom HTML',
  props: [
    { id: 'code', type: 'textarea', label: 'HTML', default: '' },
    { id: 'css', type: 'textarea', label: 'CSS', default: '' },
    { id: 'js', type: 'textarea', label: 'JavaScript (runs after the HTML’s own scripts)', default: '' },
  ],
  blocks: [],
};
