import type { SectionDefinition } from '@vitrine/kit';
import { richTextSchema } from '../schema/rich-text';
import { declared } from './declared';
import RichText from './rich-text';

export const richText: SectionDefinition<undefined> = {
  ...declared(richTextSchema),
  component: RichText,
};
