import type { SectionDefinition } from '@vitrine/kit';
import { customHtmlSchema } from '../schema/custom-html';
import CustomHtml from './custom-html';
import { declared } from './declared';

export const customHtml: SectionDefinition<undefined> = {
  ...declared(customHtmlSchema),
  component: CustomHtml,
};
