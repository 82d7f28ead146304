import type { SectionSettings } from './types';

export const announcementBarSchema: SectionSettings = {
  label: 'Announcement bar',
  props: [
    { id: 'text', type: 'text', label: 'Announcement', default: 'Free delivery on orders above ₹999' },
    { id: 'link', type: 'url', label: 'Link', default: '' },
  ],
  blocks: [],
};
