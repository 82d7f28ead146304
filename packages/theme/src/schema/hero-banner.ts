import type { SectionSettings } from './types';

export const heroBannerSchema: SectionSettings = {
  label: 'Hero banner',
  props: [
    { id: 'image', type: 'image', label: 'Image', default: '' },
    { id: 'title', type: 'text', label: 'Title', default: 'New season, new favourites' },
    { id: 'subtitle', type: 'textarea', label: 'Subtitle', default: 'Fresh styles picked for you.' },
    { id: 'button_text', type: 'text', label: 'Button text', default: 'Shop now' },
    { id: 'button_link', type: 'url', label: 'Button link', default: '/products/' },
    {
      id: 'overlay_opacity',
      type: 'range',
      label: 'Overlay opacity',
      default: 30,
      min: 0,
      max: 100,
      step: 5,
      info: 'Percent',
    },
  ],
  blocks: [],
};
