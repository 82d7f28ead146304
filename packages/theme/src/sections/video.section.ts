import type { SectionDefinition } from '@vitrine/kit';
import { videoSchema } from '../schema/video';
import { declared } from './declared';
import Video from './video';

export const video: SectionDefinition<undefined> = {
  ...declared(videoSchema),
  component: Video,
};
