import type { SectionComponentProps, SectionDefinition } from '@vitrine/kit';
import { type OnDemand, onDemand } from '@vitrine/kit/on-demand';
import { SECTION_NAMES, type SectionName } from '../schema/section-names';

export type OnDemandSection = SectionDefinition & { component: OnDemand<SectionComponentProps<unknown>> };

/**
 * The sections as the browser gets them: the component alone, fetched (all sections in one file) when a page
 * first shows one. Labels, settings and data loads are only read on the server (route loaders, the theme
 * editor), so they never ship to the browser.
 */
export const onDemandSections = Object.fromEntries(
  SECTION_NAMES.map((name): [SectionName, OnDemandSection] => [
    name,
    {
      label: name,
      settings: [],
      component: onDemand(() => import('./views').then((module) => module.views[name])),
    },
  ]),
);
