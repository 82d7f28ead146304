import type { SectionDefinition } from '@vitrine/kit';
import { announcementBar } from './announcement-bar';
import { blogPosts } from './blog-posts';
import { brandGrid } from './brand-grid';
import { categoryGrid } from './category-grid';
import { collectionGrid } from './collection-grid';
import { customHtml } from './custom-html';
import { faq } from './faq';
import { featuredProduct } from './featured-product';
import { heroBanner } from './hero-banner';
import { imageSlideshow } from './image-slideshow';
import { imageWithText } from './image-with-text';
import { newsletter } from './newsletter';
import { productCarousel } from './product-carousel';
import { productGrid } from './product-grid';
import { richText } from './rich-text';
import { testimonials } from './testimonials';
import { video } from './video';

/** Every section of the default theme, keyed by the name pages store (`sections[].name`). */
// biome-ignore lint/suspicious/noExplicitAny: each section has its own data type
export const sections: Record<string, SectionDefinition<any>> = {
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
