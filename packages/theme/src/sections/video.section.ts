import type { SectionDefinition } from '@vitrine/kit';
import Video from './video';

export const video: SectionDefinition<undefined> = {
  label: 'Video',
  settings: [
    { id: 'url', type: 'url', label: 'Video link (file, YouTube or Vimeo)', default: '' },
    { id: 'poster', type: 'image', label: 'Poster image', default: '' },
    { id: 'title', type: 'text', label: 'Title (for screen readers)', default: 'Video' },
  ],
  component: Video,
};
