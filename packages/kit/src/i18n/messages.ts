import { ADDRESS_EN_IN } from './address-messages';
import { AUTH_EN_IN } from './auth-messages';
import { PROFILE_EN_IN } from './profile-messages';

/**
 * The storefront's own texts (not the merchant's content) in English (en-IN), under the keys every language uses.
 * Other languages (translations.ts, hindi/) are served with the page and fall back to these for a key they lack.
 */
const EN_IN = {
  'header.signIn': 'Sign in',
  'header.account': 'Account of {name}',
  'header.cart': 'Cart',
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
  ...AUTH_EN_IN,
  ...PROFILE_EN_IN,
  ...ADDRESS_EN_IN,
} as const;

export type MessageKey = keyof typeof EN_IN;

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

/** The text for `key` from `translations` (English where they lack it), `{name}` placeholders filled. */
export function textOf(
  translations: Translations | undefined,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const template = translations?.[key] ?? EN_IN[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
