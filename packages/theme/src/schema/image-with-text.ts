import type { SectionSettings } from './types';

export const imageWithTextSchema: SectionSettings = {
  label: 'Image with text',
  props: [
    { id: 'image', type: 'image', label: 'Image', default: '' },
    { id: 'title', type: 'text', label: 'Title', default: 'Made to last' },
    {
      id: 'text',
      type: 'textarea',
      label: 'Text',
      default: 'Everyday pieces in honest materials, picked for comfort and built to be worn for years.',
    },
    { id: 'button_text', type: 'text', label: 'Button text', default: 'Explore' },
    { id: 'button_link', type: 'url', label: 'Button link', default: '/collections/' },
    {
      id: 'image_position',
      type: 'select',
      label: 'Image position',
      default: 'left',
      options: [
        { value: 'left', text: 'Left' },
        { value: 'right', text: 'Right' },
      ],
    },
  ],
  blocks: [],
};
