import type { SectionDefinition } from '@vitrine/kit';
import ImageSlideshow from './image-slideshow';

export const imageSlideshow: SectionDefinition<undefined> = {
  label: 'Image slideshow',
  settings: [],
  blocks: [
    {
      type: 'slide',
      name: 'Slide',
      settings: [
        { id: 'image', type: 'image', label: 'Image', default: '' },
        { id: 'link', type: 'url', label: 'Link', default: '' },
        { id: 'alt', type: 'text', label: 'Description (for screen readers)', default: '' },
      ],
    },
  ],
  component: ImageSlideshow,
};
