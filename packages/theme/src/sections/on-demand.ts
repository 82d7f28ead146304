import type { SectionComponentProps, SectionDefinition } from '@vitrine/kit';
import { type OnDemand, onDemand } from '../components/on-demand';
import type { SectionName } from './views';

/** The names of the theme's sections; a test keeps this list equal to the full definitions. */
export const SECTION_NAMES: SectionName[] = [
  'announcement-bar',
  'hero-banner',
  'image-slideshow',
  'category-grid',
  'product-carousel',
  'product-grid',
  'brand-grid',
  'collection-grid',
  'image-with-text',
  'featured-product',
  'rich-text',
  'testimonials',
  'blog-posts',
  'faq',
  'newsletter',
  'video',
  'custom-html',
];

export type OnDemandSection = SectionDefinition & { component: OnDemand<SectionComponentProps<unknown>> };

/**
 * The sections as the browser gets them: the component alone, fetched (all sections in one file) when a page
 * first shows one. Labels, settings and data loads are only read on the server (route loaders, the theme
 * editor), so they never ship to the browser.
 */
export const onDemandSections: Record<string, OnDemandSection> = Object.fromEntries(
  SECTION_NAMES.map((name): [string, OnDemandSection] => [
    name,
    {
      label: name,
      settings: [],
      component: onDemand(() => import('./views').then((module) => module.views[name])),
    },
  ]),
);
