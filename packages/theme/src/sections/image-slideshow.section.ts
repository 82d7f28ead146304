import type { SectionDefinition } from '@vitrine/kit';
import { imageSlideshowSchema } from '../schema/image-slideshow';
import { declared } from './declared';
import ImageSlideshow from './image-slideshow';

export const imageSlideshow: SectionDefinition<undefined> = {
  ...declared(imageSlideshowSchema),
  component: ImageSlideshow,
};
