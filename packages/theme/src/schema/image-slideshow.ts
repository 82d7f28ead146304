import type { SectionSettings } from './types';

export const imageSlideshowSchema: SectionSettings = {
  label: 'Image slideshow',
  props: [],
  blocks: [
    {
      type: 'slide',
      name: 'Slide',
      props: [
        { id: 'image', type: 'image', label: 'Image', default: '' },
        { id: 'link', type: 'url', label: 'Link', default: '' },
        { id: 'alt', type: 'text', label: 'Description (for screen readers)', default: '' },
      ],
    },
  ],
};
