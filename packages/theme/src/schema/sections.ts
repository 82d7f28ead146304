import type { SectionSchema } from '@vitrine/contract';
import { announcementBarSchema } from './announcement-bar';
import { blogPostsSchema } from './blog-posts';
import { brandGridSchema } from './brand-grid';
import { categoryGridSchema } from './category-grid';
import { collectionGridSchema } from './collection-grid';
import { customHtmlSchema } from './custom-html';
import { faqSchema } from './faq';
import { featuredProductSchema } from './featured-product';
import { heroBannerSchema } from './hero-banner';
import { imageSlideshowSchema } from './image-slideshow';
import { imageWithTextSchema } from './image-with-text';
import { newsletterSchema } from './newsletter';
import { productCarouselSchema } from './product-carousel';
import { productGridSchema } from './product-grid';
import { richTextSchema } from './rich-text';
import { SECTION_NAMES, type SectionName } from './section-names';
import { testimonialsSchema } from './testimonials';
import type { SectionSettings } from './types';
import { videoSchema } from './video';

/** What each section lets a merchant set. */
export const sectionSchemas: Record<SectionName, SectionSettings> = {
  'announcement-bar': announcementBarSchema,
  'hero-banner': heroBannerSchema,
  'image-slideshow': imageSlideshowSchema,
  'category-grid': categoryGridSchema,
  'product-carousel': productCarouselSchema,
  'product-grid': productGridSchema,
  'brand-grid': brandGridSchema,
  'collection-grid': collectionGridSchema,
  'image-with-text': imageWithTextSchema,
  'featured-product': featuredProductSchema,
  'rich-text': richTextSchema,
  testimonials: testimonialsSchema,
  'blog-posts': blogPostsSchema,
  faq: faqSchema,
  newsletter: newsletterSchema,
  video: videoSchema,
  'custom-html': customHtmlSchema,
};

/** The sections as a theme declares them to the platform (`available_sections`). */
export function availableSections(): SectionSchema[] {
  return SECTION_NAMES.map((name) => ({ name, ...sectionSchemas[name] }));
}
