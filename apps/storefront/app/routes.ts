import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Public and catalogue routes (spec §2). Trailing slashes in links are the spec's; matching ignores them. */
export default [
  index('routes/home.tsx'),
  route('brands/:department?', 'routes/brands.tsx'),
  route('categories/:department?', 'routes/categories.tsx'),
  route('collections', 'routes/collections.tsx'),
  route('brand/:slug', 'routes/brand.tsx'),
  route('category/:slug', 'routes/category.tsx'),
  route('collection/:slug', 'routes/collection.tsx'),
  route('products', 'routes/products.tsx'),
  route('product/:slug', 'routes/product.tsx'),
  route('privacy-policy', 'routes/policy.tsx', { id: 'privacy-policy' }),
  route('shipping-policy', 'routes/policy.tsx', { id: 'shipping-policy' }),
  route('return-policy', 'routes/policy.tsx', { id: 'return-policy' }),
  route('terms-and-conditions', 'routes/policy.tsx', { id: 'terms-and-conditions' }),
  route('page/:slug', 'routes/page.tsx'),
  route('sections/:group?', 'routes/sections.tsx'),
  route('c/*', 'routes/custom-template.tsx'),
  route('external', 'routes/external.tsx'),
  route('auth/login', 'routes/auth-login.tsx'),
  route('auth/edit-profile', 'routes/auth-edit-profile.tsx'),
  route('auth/logout', 'routes/auth-logout.ts'),
  // Profile (spec §2): signed-in only, the account menu beside every page.
  route('profile', 'routes/profile.tsx', [
    index('routes/profile-redirect.ts', { id: 'profile-index' }),
    route('profile-tabs', 'routes/profile-tabs.tsx'),
    route('details', 'routes/profile-details.tsx'),
    route('orders', 'routes/profile-coming-soon.tsx', { id: 'profile-orders' }),
    route('orders/shipment/:shipmentId', 'routes/profile-coming-soon.tsx', { id: 'profile-shipment' }),
    route('orders/shipment/update/:shipmentId/:type', 'routes/profile-coming-soon.tsx', {
      id: 'profile-shipment-update',
    }),
    route('my-cards', 'routes/profile-coming-soon.tsx', { id: 'profile-my-cards' }),
    route('refer-earn', 'routes/profile-coming-soon.tsx', { id: 'profile-refer-earn' }),
    route('refer-earn-credit', 'routes/profile-coming-soon.tsx', { id: 'profile-refer-earn-credit' }),
    route('*', 'routes/profile-redirect.ts', { id: 'profile-other' }),
  ]),
  route('_editor/sections', 'routes/editor-sections.ts'),
  route('_preview/close', 'routes/preview-close.ts'),
  route('_shopper', 'routes/shopper.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
