import { placeSection } from './theme-sections';

/** Every system page of the default theme: value, title, storefront path (no leading slash). */
const PAGES: [value: string, text: string, path: string][] = [
  ['home', 'Home', ''],
  ['brands', 'Brands', 'brands'],
  ['categories', 'Categories', 'categories'],
  ['collections', 'Collections', 'collections'],
  ['product-listing', 'Product listing', 'products'],
  ['brand-listing', 'Brand listing', 'brand/:slug'],
  ['category-listing', 'Category listing', 'category/:slug'],
  ['collection-listing', 'Collection listing', 'collection/:slug'],
  ['product-description', 'Product description', 'product/:slug'],
  ['cart-landing', 'Cart', 'cart/bag'],
  ['about-us', 'About us', 'about-us'],
  ['blog', 'Blog', 'blog'],
  ['blog-detail', 'Blog detail', 'blog/:slug'],
  ['cart-delivery', 'Cart delivery', 'cart/checkout'],
  ['cart-review', 'Cart review', 'cart/order-review'],
  ['cart-payment', 'Cart payment', 'cart/payment-info'],
  ['compare-products', 'Compare products', 'compare'],
  ['contact-us', 'Contact us', 'contact-us'],
  ['faq', 'FAQ', 'faq'],
  ['locate-us', 'Locate us', 'locate-us'],
  ['order-status', 'Order status', 'cart/order-status'],
  ['order-tracking', 'Order tracking', 'order-tracking'],
  ['order-tracking-details', 'Order tracking details', 'order-tracking/:orderId'],
  ['orders-list', 'Orders', 'profile/orders'],
  ['product-reviews', 'Product reviews', 'product/:slug/reviews'],
  ['add-product-review', 'Add product review', 'product/:slug/add-review'],
  ['profile', 'Profile', 'profile'],
  ['profile-address', 'Addresses', 'profile/address'],
  ['profile-details', 'Profile details', 'profile/details'],
  ['shipment-details', 'Shipment details', 'profile/orders/shipment/:shipmentid'],
  ['shared-cart', 'Shared cart', 'shared-cart/:token'],
  ['wishlist', 'Wishlist', 'wishlist'],
  ['section-page', 'Section page', 'sections/:group'],
  ['login', 'Login', 'auth/login'],
  ['register', 'Register', 'auth/register'],
  ['forgot-password', 'Forgot password', 'auth/forgot-password'],
  ['set-password', 'Set password', 'auth/set-password'],
  ['edit-profile', 'Edit profile', 'auth/edit-profile'],
  ['verify-mobile', 'Verify mobile', 'auth/verify-mobile'],
  ['verify-email', 'Verify e-mail', 'auth/verify-email'],
  ['verify-email-link', 'Verify e-mail link', 'auth/verify-email-link'],
  ['account-locked', 'Account locked', 'auth/account-locked'],
  ['coupons', 'Coupons', 'cart/coupons'],
  ['single-page-checkout', 'Checkout', 'cart/checkout-page'],
  ['shipping-policy', 'Shipping policy', 'shipping-policy'],
  ['return-policy', 'Return policy', 'return-policy'],
  ['tnc', 'Terms and conditions', 'tnc'],
  ['privacy-policy', 'Privacy policy', 'privacy-policy'],
  // A section page the merchant made: /sections/{value} shows it.
  ['summer-sale', 'Summer sale', 'sections/summer-sale'],
];

const HOME_SECTIONS = [
  placeSection('announcement-bar', {
    text: 'Free delivery on orders of ₹999 and above',
    link: '/collection/under-999/',
  }),
  placeSection('hero-banner', {
    image: '/assets/banners/dress-teal-landscape.png',
    title: 'The new season is here',
    subtitle: 'Fresh arrivals in clothing, footwear and home — delivered across India.',
    button_text: 'Shop new arrivals',
    button_link: '/collection/new-arrivals/',
    overlay_opacity: 30,
  }),
  placeSection('category-grid', { title: 'Shop by category', department: '', item_count: 8 }),
  placeSection('product-carousel', { title: 'New arrivals', collection: 'new-arrivals', item_count: 12 }),
  placeSection('brand-grid', { title: 'Top brands', item_count: 12 }),
  placeSection('image-with-text', {
    image: '/assets/banners/kurta-mustard-landscape.png',
    title: 'The summer edit',
    text: 'Breathable linens, easy cottons and sandals made for long, warm days.',
    button_text: 'Explore the edit',
    button_link: '/collection/summer-edit/',
    image_position: 'left',
  }),
  placeSection('product-grid', {
    title: 'Best sellers',
    collection: 'best-sellers',
    query: '',
    sort_on: 'popular',
    item_count: 8,
  }),
  placeSection('collection-grid', { title: 'Collections', item_count: 12 }),
  placeSection('rich-text', {
    heading: 'Everyday things, chosen well',
    body: 'Vitrine brings together clothing, footwear, accessories and home goods from brands we trust. Free delivery on orders of ₹999 and above, and 15-day easy returns.',
  }),
  placeSection('blog-posts', { title: 'From the journal', item_count: 3 }),
];

const SECTIONS: Record<string, ReturnType<typeof placeSection>[]> = {
  home: HOME_SECTIONS,
  brands: [placeSection('brand-grid', { title: 'All brands', item_count: 24 })],
  categories: [placeSection('category-grid', { title: 'All categories', department: '', item_count: 24 })],
  collections: [placeSection('collection-grid', { title: 'All collections', item_count: 12 })],
  // The product page already shows similar and frequently compared products; merchants add more in the editor.
  'product-description': [],
  'cart-landing': [
    placeSection('product-carousel', { title: 'Before you go', collection: 'under-999', item_count: 12 }),
  ],
  // The content routes draw their own lists (questions, posts, stores, the page text, the form): their templates
  // hold what those routes do not, so nothing shows twice.
  faq: [
    placeSection('rich-text', {
      heading: 'Still need help?',
      body: 'Write to us from the Contact us page and we will answer within a working day.',
    }),
  ],
  blog: [placeSection('newsletter')],
  'blog-detail': [
    placeSection('product-carousel', { title: 'Shop the story', collection: 'new-arrivals', item_count: 12 }),
    placeSection('newsletter'),
  ],
  'summer-sale': [
    placeSection('hero-banner', {
      image: '/assets/banners/kurta-mustard-landscape.png',
      title: 'The summer sale',
      subtitle: 'Linens, cottons and sandals for long, warm days.',
      button_text: 'Shop the edit',
      button_link: '/collection/summer-edit/',
      overlay_opacity: 30,
    }),
    placeSection('product-grid', {
      title: 'Summer picks',
      collection: 'summer-edit',
      query: '',
      sort_on: 'popular',
      item_count: 8,
    }),
    placeSection('rich-text', {
      heading: 'Made for the heat',
      body: 'Breathable fabrics and easy shapes, picked for Indian summers.',
    }),
    placeSection(
      'rich-text',
      {
        heading: 'Members get early access',
        body: 'Sign in to see the sale a day before everyone else.',
      },
      'visitors',
    ),
    placeSection(
      'rich-text',
      {
        heading: 'Your early access is on',
        body: 'Thanks for being a member: the whole sale is open to you now.',
      },
      'signed-in',
    ),
  ],
  'about-us': [placeSection('newsletter')],
};

const DESCRIPTIONS: Record<string, string> = {
  home: 'Shop clothing, footwear, accessories and home goods from brands you trust. Free delivery on orders of ₹999 and above.',
  brands: 'Browse every brand at Vitrine.',
  categories: 'Browse every category at Vitrine.',
  collections: 'Curated collections: new arrivals, best sellers, the summer edit and more.',
  'product-listing': 'Shop the full Vitrine range, with filters and sorting.',
};

/** The AvailablePageSchema body of each page (without `_id` and `theme`, which the theme seed adds). */
export function themePages() {
  return PAGES.map(([value, text, path]) => ({
    value,
    text,
    path,
    type: path.startsWith('sections/') && !path.includes(':') ? 'sections' : 'system',
    props: [],
    sections_meta: [],
    seo: {
      title: value === 'home' ? 'Vitrine — everyday things, chosen well' : `${text} | Vitrine`,
      description: DESCRIPTIONS[value] ?? '',
      canonical_url: '',
      meta_tags: [],
      sitemap: { priority: value === 'home' ? 1 : 0.5, frequency: value === 'home' ? 'daily' : 'weekly' },
      breadcrumb: [],
    },
    sections: SECTIONS[value] ?? [],
  }));
}
