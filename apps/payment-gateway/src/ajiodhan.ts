import type { RedirectBrand } from './redirect-pay';

/**
 * The Ajio Dhan-style redirect provider: the same machinery as Rupifi's (redirect-pay.ts) under /ajiodhan,
 * its payments `adh_…` and the page the shopper goes to answered as `redirect_url`.
 */
export const AJIODHAN_BRAND: RedirectBrand = {
  base: 'ajiodhan',
  name: 'Ajio Dhan',
  idPrefix: 'adh_',
  linkName: 'redirect_url',
  pageWord: 'checkout',
  signup: false,
};
