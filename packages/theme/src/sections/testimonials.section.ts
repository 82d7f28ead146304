import type { SectionDefinition } from '@vitrine/kit';
import { testimonialsSchema } from '../schema/testimonials';
import { declared } from './declared';
import Testimonials from './testimonials';

export const testimonials: SectionDefinition<undefined> = {
  ...declared(testimonialsSchema),
  component: Testimonials,
};
