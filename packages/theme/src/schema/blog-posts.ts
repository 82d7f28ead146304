import type { SectionSettings } from './types';

export const blogPostsSchema: SectionSettings = {
  label: 'Blog posts',
  props: [
    { id: 'title', type: 'text', label: 'Title', default: 'From the blog' },
    { id: 'item_count', type: 'range', label: 'Posts to show', default: 3, min: 1, max: 12, step: 1 },
  ],
  blocks: [],
};
