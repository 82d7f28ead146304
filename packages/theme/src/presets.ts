import type { PageSection, PropValue, ThemeGlobals } from '@vitrine/kit';
import type { SectionName } from './schema/section-names';
import { defaultGlobals } from './settings';

export interface ThemePreset {
  name: string;
  globals: ThemeGlobals;
  /** Page templates by theme page slug (`home`, …), as the theme API stores them. */
  pages: { value: string; sections: PageSection[] }[];
}

function props(values: Record<string, unknown>): Record<string, PropValue> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value }]));
}

function section(
  name: SectionName,
  values: Record<string, unknown> = {},
  blocks?: PageSection['blocks'],
): PageSection {
  return { name, props: props(values), blocks: blocks ?? [] };
}

const testimonial = (text: string, author: string, role: string) => ({
  type: 'testimonial',
  name: 'Testimonial',
  props: props({ text, author, role }),
});

/** The demo home page: a real shop's front page from the default sections. */
export const homeSections: PageSection[] = [
  section('announcement-bar', { text: 'Free delivery on orders above ₹999', link: '/products/' }),
  section('hero-banner', {
    image: '',
    title: 'New season, new favourites',
    subtitle: 'Fresh styles from the brands you love.',
    button_text: 'Shop now',
    button_link: '/products/',
    overlay_opacity: 30,
  }),
  section('category-grid', { title: 'Shop by category', department: '', item_count: 8 }),
  section('product-carousel', { title: 'Trending now', collection: '', item_count: 12 }),
  section('brand-grid', { title: 'Top brands', item_count: 12 }),
  section('product-grid', { title: 'Just in', collection: '', query: '', sort_on: 'latest', item_count: 8 }),
  section('collection-grid', { title: 'Collections', item_count: 6 }),
  section('image-with-text', {
    image: '',
    title: 'Made to last',
    text: 'Everyday pieces in honest materials, picked for comfort and built to be worn for years.',
    button_text: 'Explore collections',
    button_link: '/collections/',
    image_position: 'left',
  }),
  section('testimonials', { title: 'What our customers say' }, [
    testimonial('Quick delivery and the fit was spot on.', 'Ananya', 'Bengaluru'),
    testimonial('Easy returns, and the support team actually replies.', 'Rohit', 'Pune'),
    testimonial('My go-to shop for gifts.', 'Meera', 'Kochi'),
  ]),
  section('blog-posts', { title: 'From the blog', item_count: 3 }),
  section('faq', { title: 'Frequently asked questions' }),
  section('newsletter', { title: 'Stay in the loop', subtitle: 'New arrivals and offers, once a week.' }),
];

export const presets: ThemePreset[] = [
  { name: 'Default', globals: defaultGlobals, pages: [{ value: 'home', sections: homeSections }] },
];
