import type { SectionDefinition } from '@vitrine/kit';
import AnnouncementBar from './announcement-bar';

export const announcementBar: SectionDefinition<undefined> = {
  label: 'Announcement bar',
  settings: [
    { id: 'text', type: 'text', label: 'Announcement', default: 'Free delivery on orders above ₹999' },
    { id: 'link', type: 'url', label: 'Link', default: '' },
  ],
  component: AnnouncementBar,
};
