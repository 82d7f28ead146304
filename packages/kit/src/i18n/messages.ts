import type { ADDRESS_EN_IN } from './address-messages';
import type { AUTH_EN_IN } from './auth-messages';
import type { CARDS_EN_IN } from './cards-messages';
import type { CART_EN_IN } from './cart-messages';
import type { CHECKOUT_EN_IN } from './checkout-messages';
import type { CONTENT_EN_IN } from './content-messages';
import type { LEAD_EN_IN } from './lead-messages';
import type { PAYMENT_LINK_EN_IN } from './payment-link-messages';
import type { PROFILE_EN_IN } from './profile-messages';
import type { SHARE_EN_IN } from './share-messages';
import type { WISHLIST_EN_IN } from './wishlist-messages';

/**
 * The storefront's own texts (not the merchant's content) in English (en-IN), under the keys every language uses:
 * the shell's here (on every page), each area's in its own table (auth-, profile-, address-messages.ts), which
 * travels with the pages that use it (`useText(AUTH_EN_IN)`). Other languages (translations.ts, hindi/) are sent
 * with the page and fall back to English for a key they lack.
 */
export const SHELL_EN_IN = {
  'header.signIn': 'Sign in',
  'header.account': 'Account of {name}',
  'header.cart': 'Cart',
  'header.cartCount': 'Cart, {count} items',
  'header.cartOne': 'Cart, 1 item',
  'header.home': '{shop} home',
  'header.search': 'Search',
  'search.placeholder': 'Search products, brands and more',
  'search.noResults': 'No matching products',
  'header.menu': 'Menu',
  'nav.home': 'Home',
  'nav.brands': 'Brands',
  'nav.categories': 'Categories',
  'nav.collections': 'Collections',
  'footer.followUs': 'Follow us',
  'footer.contactUs': 'Contact us',
  'settings.title': 'Settings',
  'settings.store': 'Store',
  'settings.language': 'Language',
  'settings.currency': 'Currency',
  'settings.save': 'Save',
  'settings.saved': 'Saved',
  'settings.currencyIntro': 'Prices are shown in the currency you choose.',
  'settings.languageIntro': 'The shop’s own texts are shown in the language you choose.',
  'settings.storeIntro': 'The store you order from.',
  'settings.noStore': 'No store chosen yet.',
  'settings.changeStore': 'Change store',
  'listing.sort': 'Sort by',
  'listing.select': 'Select',
  'listing.filter': 'Filter',
  'listing.loading': 'Loading…',
  'listing.loadMore': 'Load more',
  'listing.results': '{count} products',
  'product.selectSize': 'Select size',
  'product.checkDelivery': 'Check delivery',
  'product.check': 'Check',
  'product.checking': 'Checking…',
  'product.details': 'Product details',
  'product.highlights': 'Highlights',
  'product.follow': 'Add to wishlist',
  'product.unfollow': 'Remove from wishlist',
  'product.addToCompare': 'Add to compare',
  'product.addToCart': 'Add to cart',
  'product.adding': 'Adding…',
  'product.buyNow': 'Buy now',
  'product.chooseSize': 'Select a size first',
} as const;

/** An area's English texts, passed to useText by the components that show them. */
export type EnglishTexts = Readonly<Record<string, string>>;
export type ShellKey = keyof typeof SHELL_EN_IN;
export type MessageKey =
  | ShellKey
  | keyof typeof AUTH_EN_IN
  | keyof typeof PROFILE_EN_IN
  | keyof typeof ADDRESS_EN_IN
  | keyof typeof CARDS_EN_IN
  | keyof typeof CONTENT_EN_IN
  | keyof typeof SHARE_EN_IN
  | keyof typeof WISHLIST_EN_IN
  | keyof typeof LEAD_EN_IN
  | keyof typeof CART_EN_IN
  | keyof typeof CHECKOUT_EN_IN
  | keyof typeof PAYMENT_LINK_EN_IN;

/** A language's texts for some or all keys; a key it lacks falls back to English. */
export type Translations = Partial<Record<MessageKey, string>>;

export const DEFAULT_LANGUAGE = 'en-IN';
/**
 * Languages the storefront's texts exist in, the default first. Only English ships in the page's JavaScript:
 * the others (translations.ts) are read on the server and sent with the page to shoppers who chose them.
 */
export const STOREFRONT_LANGUAGES: readonly string[] = [DEFAULT_LANGUAGE, 'hi-IN'];

/** A supported language for a requested one ('hi' → 'hi-IN'), or the default. */
export function supportedLanguage(requested: string | undefined | null): string {
  if (!requested) return DEFAULT_LANGUAGE;
  if (STOREFRONT_LANGUAGES.includes(requested)) return requested;
  const base = requested.split('-')[0].toLowerCase();
  return STOREFRONT_LANGUAGES.find((language) => language.split('-')[0] === base) ?? DEFAULT_LANGUAGE;
}

/**
 * The text for `key` from `translations`, or in English from the `english` tables or the shell's, with `{name}`
 * placeholders filled.
 */
export function textOf(
  translations: Translations | undefined,
  key: MessageKey,
  values: Record<string, string | number> = {},
  english: readonly EnglishTexts[] = [],
): string {
  const template =
    translations?.[key] ??
    english.find((table) => key in table)?.[key] ??
    (SHELL_EN_IN as EnglishTexts)[key] ??
    key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
