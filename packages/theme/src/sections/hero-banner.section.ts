import type { SectionDefinition } from '@vitrine/kit';
import { heroBannerSchema } from '../schema/hero-banner';
import { declared } from './declared';
import HeroBanner from './hero-banner';

export const heroBanner: SectionDefinition<undefined> = {
  ...declared(heroBannerSchema),
  component: HeroBanner,
};
