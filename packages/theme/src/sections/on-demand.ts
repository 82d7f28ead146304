import type { SectionDefinition } from '@vitrine/kit';
import { type LazySection, lazySection } from './lazy-section';

type OnDemandSection = SectionDefinition & { component: LazySection };

// biome-ignore lint/suspicious/noExplicitAny: each section has its own data type
function onDemand(label: string, load: () => Promise<{ default: any }>): OnDemandSection {
  return { label, settings: [], component: lazySection(load) };
}

/**
 * The sections as the browser gets them: the component alone, its code fetched on first use. Settings and data
 * loads are only used by route loaders on the server, so they never ship to the browser.
 */
export const onDemandSections: Record<string, OnDemandSection> = {
  'announcement-bar': onDemand('Announcement bar', () => import('./announcement-bar')),
  'hero-banner': onDemand('Hero banner', () => import('./hero-banner')),
  'image-slideshow': onDemand('Image slideshow', () => import('./image-slideshow')),
  'category-grid': onDemand('Category grid', () => import('./category-grid')),
  'product-carousel': onDemand('Product carousel', () => import('./product-carousel')),
  'product-grid': onDemand('Product grid', () => import('./product-grid')),
  'brand-grid': onDemand('Brand grid', () => import('./brand-grid')),
  'collection-grid': onDemand('Collection grid', () => import('./collection-grid')),
  'image-with-text': onDemand('Image with text', () => import('./image-with-text')),
  'featured-product': onDemand('Featured product', () => import('./featured-product')),
  'rich-text': onDemand('Rich text', () => import('./rich-text')),
  testimonials: onDemand('Testimonials', () => import('./testimonials')),
  'blog-posts': onDemand('Blog posts', () => import('./blog-posts')),
  faq: onDemand('FAQ', () => import('./faq')),
  newsletter: onDemand('Newsletter', () => import('./newsletter')),
  video: onDemand('Video', () => import('./video')),
  'custom-html': onDemand('Custom HTML', () => import('./custom-html')),
};
