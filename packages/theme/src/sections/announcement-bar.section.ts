import type { SectionDefinition } from '@vitrine/kit';
import { announcementBarSchema } from '../schema/announcement-bar';
import AnnouncementBar from './announcement-bar';
import { declared } from './declared';

export const announcementBar: SectionDefinition<undefined> = {
  ...declared(announcementBarSchema),
  component: AnnouncementBar,
};
