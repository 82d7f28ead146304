import type { SectionComponentProps } from '@vitrine/kit';
import type { ComponentType } from 'react';
import type { SectionName } from '../schema/section-names';
import AnnouncementBar from './announcement-bar';
import BlogPosts from './blog-posts';
import BrandGrid from './brand-grid';
import CategoryGrid from './category-grid';
import CollectionGrid from './collection-grid';
import CustomHtml from './custom-html';
import Faq from './faq';
import FeaturedProduct from './featured-product';
import HeroBanner from './hero-banner';
import ImageSlideshow from './image-slideshow';
import ImageWithText from './image-with-text';
import Newsletter from './newsletter';
import ProductCarousel from './product-carousel';
import ProductGrid from './product-grid';
import RichText from './rich-text';
import Testimonials from './testimonials';
import Video from './video';

export type { SectionName };

/** Every section component, by section name: the code the browser fetches (as one file) for pages with sections. */
// biome-ignore lint/suspicious/noExplicitAny: each section has its own data type
export const views: Record<SectionName, ComponentType<SectionComponentProps<any>>> = {
  'announcement-bar': AnnouncementBar,
  'hero-banner': HeroBanner,
  'image-slideshow': ImageSlideshow,
  'category-grid': CategoryGrid,
  'product-carousel': ProductCarousel,
  'product-grid': ProductGrid,
  'brand-grid': BrandGrid,
  'collection-grid': CollectionGrid,
  'image-with-text': ImageWithText,
  'featured-product': FeaturedProduct,
  'rich-text': RichText,
  testimonials: Testimonials,
  'blog-posts': BlogPosts,
  faq: Faq,
  newsletter: Newsletter,
  video: Video,
  'custom-html': CustomHtml,
};
