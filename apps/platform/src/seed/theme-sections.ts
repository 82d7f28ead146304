import type { SectionSchema, SettingDefinition } from '@vitrine/contract';

/**
 * The default theme's section vocabulary and each section's settings schema, as the theme API lists them in
 * `available_sections`. Names and prop ids match the storefront theme package's section components.
 */
type Setting = SettingDefinition;

const count = (label: string, fallback: number, max = 24): Setting => ({
  id: 'item_count',
  type: 'range',
  label,
  min: 1,
  max,
  step: 1,
  default: fallback,
});
const title = (fallback: string): Setting => ({
  id: 'title',
  type: 'text',
  label: 'Title',
  default: fallback,
});

export const SECTION_SCHEMAS: SectionSchema[] = [
  {
    name: 'announcement-bar',
    label: 'Announcement bar',
    props: [
      {
        id: 'text',
        type: 'text',
        label: 'Announcement',
        default: 'Free delivery on orders of ₹999 and above',
      },
      { id: 'link', type: 'url', label: 'Link', default: '' },
    ],
    blocks: [],
  },
  {
    name: 'hero-banner',
    label: 'Hero banner',
    props: [
      { id: 'image', type: 'image', label: 'Image', default: '' },
      title('Welcome'),
      { id: 'subtitle', type: 'textarea', label: 'Subtitle', default: '' },
      { id: 'button_text', type: 'text', label: 'Button text', default: 'Shop now' },
      { id: 'button_link', type: 'url', label: 'Button link', default: '/products/' },
      {
        id: 'overlay_opacity',
        type: 'range',
        label: 'Overlay opacity',
        min: 0,
        max: 90,
        step: 10,
        default: 30,
        info: 'Percent',
      },
    ],
    blocks: [],
  },
  {
    name: 'category-grid',
    label: 'Category grid',
    props: [
      title('Shop by category'),
      {
        id: 'department',
        type: 'text',
        label: 'Department slug',
        default: '',
        info: 'Leave empty for every department',
      },
      count('Categories to show', 8),
    ],
    blocks: [],
  },
  {
    name: 'product-carousel',
    label: 'Product carousel',
    props: [
      title('New arrivals'),
      { id: 'collection', type: 'collection', label: 'Collection', default: '' },
      count('Products to show', 12),
    ],
    blocks: [],
  },
  {
    name: 'brand-grid',
    label: 'Brand grid',
    props: [title('Top brands'), count('Brands to show', 12)],
    blocks: [],
  },
  {
    name: 'collection-grid',
    label: 'Collection grid',
    props: [title('Collections'), count('Collections to show', 12)],
    blocks: [],
  },
  {
    name: 'image-with-text',
    label: 'Image with text',
    props: [
      { id: 'image', type: 'image', label: 'Image', default: '' },
      title(''),
      { id: 'text', type: 'textarea', label: 'Text', default: '' },
      { id: 'button_text', type: 'text', label: 'Button text', default: '' },
      { id: 'button_link', type: 'url', label: 'Button link', default: '' },
      {
        id: 'image_position',
        type: 'select',
        label: 'Image position',
        default: 'left',
        options: [
          { value: 'left', text: 'Left' },
          { value: 'right', text: 'Right' },
        ],
      },
    ],
    blocks: [],
  },
  {
    name: 'product-grid',
    label: 'Product grid',
    props: [
      title('Best sellers'),
      { id: 'collection', type: 'collection', label: 'Collection', default: '' },
      {
        id: 'query',
        type: 'text',
        label: 'Filter',
        default: '',
        info: 'A listing filter such as brand:acme||zest:::department:men',
      },
      {
        id: 'sort_on',
        type: 'select',
        label: 'Sort by',
        default: 'popular',
        options: [
          { value: '', text: 'Default' },
          { value: 'popular', text: 'Popularity' },
          { value: 'latest', text: 'Latest' },
          { value: 'price_asc', text: 'Price: low to high' },
          { value: 'price_dsc', text: 'Price: high to low' },
          { value: 'discount_dsc', text: 'Discount' },
        ],
      },
      count('Products to show', 8),
    ],
    blocks: [],
  },
  {
    name: 'rich-text',
    label: 'Rich text',
    props: [
      { id: 'heading', type: 'text', label: 'Heading', default: '' },
      { id: 'body', type: 'textarea', label: 'Body', default: '' },
    ],
    blocks: [],
  },
  {
    name: 'blog-posts',
    label: 'Blog posts',
    props: [title('From the journal'), count('Posts to show', 3, 12)],
    blocks: [],
  },
  {
    name: 'faq',
    label: 'FAQ',
    props: [title('Frequently asked questions')],
    blocks: [],
  },
  {
    name: 'newsletter',
    label: 'Newsletter',
    props: [
      title('Stay in the loop'),
      { id: 'subtitle', type: 'text', label: 'Subtitle', default: 'New arrivals and offers, once a week.' },
    ],
    blocks: [],
  },
  {
    name: 'image-slideshow',
    label: 'Image slideshow',
    props: [],
    blocks: [
      {
        type: 'slide',
        name: 'Slide',
        props: [
          { id: 'image', type: 'image', label: 'Image', default: '' },
          { id: 'link', type: 'url', label: 'Link', default: '' },
          { id: 'alt', type: 'text', label: 'Description (for screen readers)', default: '' },
        ],
      },
    ],
  },
  {
    name: 'testimonials',
    label: 'Testimonials',
    props: [title('What our customers say')],
    blocks: [
      {
        type: 'testimonial',
        name: 'Testimonial',
        props: [
          { id: 'text', type: 'textarea', label: 'Quote', default: '' },
          { id: 'author', type: 'text', label: 'Author', default: '' },
          { id: 'role', type: 'text', label: 'Place or role', default: '' },
          { id: 'image', type: 'image', label: 'Photo', default: '' },
        ],
      },
    ],
  },
  {
    name: 'featured-product',
    label: 'Featured product',
    props: [title('Featured'), { id: 'product', type: 'product', label: 'Product', default: '' }],
    blocks: [],
  },
  {
    name: 'custom-html',
    label: 'Custom HTML',
    props: [
      { id: 'code', type: 'textarea', label: 'HTML', default: '' },
      { id: 'css', type: 'textarea', label: 'CSS', default: '' },
      { id: 'js', type: 'textarea', label: 'JavaScript (runs after the HTML’s own scripts)', default: '' },
    ],
    blocks: [],
  },
  {
    name: 'video',
    label: 'Video',
    props: [
      { id: 'url', type: 'url', label: 'Video link (file, YouTube or Vimeo)', default: '' },
      { id: 'poster', type: 'image', label: 'Poster image', default: '' },
      { id: 'title', type: 'text', label: 'Title (for screen readers)', default: 'Video' },
    ],
    blocks: [],
  },
];

type PropValues = Record<string, string | number | boolean>;

/** A section instance on a page: every prop as `{ type, value }` (the schema's default where not given). */
/** Who sees a placed section: everyone (the default), only signed-in shoppers, or only visitors. */
export type Audience = 'everyone' | 'signed-in' | 'visitors';

export function placeSection(name: string, values: PropValues = {}, audience: Audience = 'everyone') {
  const schema = SECTION_SCHEMAS.find((s) => s.name === name);
  if (!schema) throw new Error(`Unknown section ${name}`);
  const props: Record<string, { type: string; value: unknown }> = {};
  for (const setting of schema.props) {
    props[setting.id] = { type: setting.type, value: values[setting.id] ?? setting.default ?? '' };
  }
  return {
    name,
    label: schema.label,
    source: 'themeBundle',
    props,
    blocks: [],
    predicate: {
      screen: { mobile: true, tablet: true, desktop: true },
      user: { authenticated: audience !== 'visitors', anonymous: audience !== 'signed-in' },
      route: { selected: 'none', exact_url: '', query: {} },
    },
  };
}
