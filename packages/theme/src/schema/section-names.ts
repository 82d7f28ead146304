/** The default theme's sections, by the name pages store (`sections[].name`), in the order the editor offers them. */
export const SECTION_NAMES = [
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
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];
