import type { SectionDefinition } from '@vitrine/kit';
import { newsletterSchema } from '../schema/newsletter';
import { declared } from './declared';
import Newsletter from './newsletter';

export const newsletter: SectionDefinition<undefined> = {
  ...declared(newsletterSchema),
  component: Newsletter,
};
