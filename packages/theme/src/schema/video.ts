import type { SectionSettings } from './types';

export const videoSchema: SectionSettings = {
  label: 'Video',
  props: [
    { id: 'url', type: 'url', label: 'Video link (file, YouTube or Vimeo)', default: '' },
    { id: 'poster', type: 'image', label: 'Poster image', default: '' },
    { id: 'title', type: 'text', label: 'Title (for screen readers)', default: 'Video' },
  ],
  blocks: [],
};
