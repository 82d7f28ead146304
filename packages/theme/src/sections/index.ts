import type { SectionDefinition } from '@vitrine/kit';
import { sectionDefinitions } from './definitions';
import { onDemandSections } from './on-demand';

/**
 * Every section of the default theme, keyed by the name pages store (`sections[].name`). The server (and tests)
 * get the full definitions; the browser gets each component alone, loaded on first use, with no settings and no
 * data load (those only run in route loaders), which keeps them off pages that show no sections.
 */
// biome-ignore lint/suspicious/noExplicitAny: each section has its own data type
export const sections: Record<string, SectionDefinition<any>> = import.meta.env.SSR
  ? sectionDefinitions
  : onDemandSections;
