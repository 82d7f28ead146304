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

/**
 * Fetches the code of the named sections in the browser, so a page can show them without waiting (client
 * navigation) and sections revealed later appear at once. On the server every section is already here.
 */
export async function preloadSections(names: string[]): Promise<void> {
  if (import.meta.env.SSR) return;
  await Promise.all(names.map((name) => onDemandSections[name]?.component.preload()));
}
