import type { SectionDefinition } from '@vitrine/kit';
import { imageWithTextSchema } from '../schema/image-with-text';
import { declared } from './declared';
import ImageWithText from './image-with-text';

export const imageWithText: SectionDefinition<undefined> = {
  ...declared(imageWithTextSchema),
  component: ImageWithText,
};
