import type { SectionDefinition } from '@vitrine/kit';
import type { SectionName } from '../schema/section-names';
import { announcementBar } from './announcement-bar.section';
import { blogPosts } from './blog-posts.section';
import { brandGrid } from './brand-grid.section';
import { categoryGrid } from './category-grid.section';
import { collectionGrid } from './collection-grid.section';
import { customHtml } from './custom-html.section';
import { faq } from './faq.section';
import { featuredProduct } from './featured-product.section';
import { heroBanner } from './hero-banner.section';
import { imageSlideshow } from './image-slideshow.section';
import { imageWithText } from './image-with-text.section';
import { newsletter } from './newsletter.section';
import { productCarousel } from './product-carousel.section';
import { productGrid } from './product-grid.section';
import { richText } from './rich-text.section';
import { testimonials } from './testimonials.section';
import { video } from './video.section';

/** Every section of the default theme in full (settings, data load, component), keyed by `sections[].name`. */
// biome-ignore lint/suspicious/noExplicitAny: each section has its own data type
export const sectionDefinitions: Record<SectionName, SectionDefinition<any>> = {
  'announcement-bar': announcementBar,
  'hero-banner': heroBanner,
  'image-slideshow': imageSlideshow,
  'category-grid': categoryGrid,
  'product-carousel': productCarousel,
  'product-grid': productGrid,
  'brand-grid': brandGrid,
  'collection-grid': collectionGrid,
  'image-with-text': imageWithText,
  'featured-product': featuredProduct,
  'rich-text': richText,
  testimonials,
  'blog-posts': blogPosts,
  faq,
  newsletter,
  video,
  'custom-html': customHtml,
};
