import { ADDRESS_EN_IN, ADDRESS_HI_IN } from './address-messages';
import { AUTH_EN_IN, AUTH_HI_IN } from './auth-messages';
import { PROFILE_EN_IN, PROFILE_HI_IN } from './profile-messages';

/**
 * The storefront's own texts (not the merchant's content) in every language it speaks, under one set of keys.
 * English (en-IN) is complete; another language falls back to it for a key it lacks.
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

const HI_IN: Partial<Record<MessageKey, string>> = {
  'header.signIn': 'साइन इन करें',
  'header.account': '{name} का खाता',
  'header.cart': 'कार्ट',
  'header.home': '{shop} होम',
  'header.search': 'खोजें',
  'search.placeholder': 'उत्पाद, ब्रांड और बहुत कुछ खोजें',
  'search.noResults': 'कोई मिलता-जुलता उत्पाद नहीं',
  'header.menu': 'मेन्यू',
  'nav.home': 'होम',
  'nav.brands': 'ब्रांड',
  'nav.categories': 'श्रेणियाँ',
  'nav.collections': 'संग्रह',
  'footer.followUs': 'हमें फ़ॉलो करें',
  'footer.contactUs': 'संपर्क करें',
  'settings.title': 'सेटिंग्स',
  'settings.store': 'स्टोर',
  'settings.language': 'भाषा',
  'settings.currency': 'मुद्रा',
  'settings.save': 'सहेजें',
  'settings.saved': 'सहेजा गया',
  'settings.currencyIntro': 'कीमतें आपकी चुनी हुई मुद्रा में दिखाई जाती हैं।',
  'settings.languageIntro': 'दुकान के अपने पाठ आपकी चुनी हुई भाषा में दिखाए जाते हैं।',
  'settings.storeIntro': 'वह स्टोर जिससे आप ऑर्डर करते हैं।',
  'settings.noStore': 'अभी कोई स्टोर नहीं चुना गया।',
  'settings.changeStore': 'स्टोर बदलें',
  'listing.sort': 'क्रमबद्ध करें',
  'listing.select': 'चुनें',
  'listing.filter': 'फ़िल्टर',
  'listing.loading': 'लोड हो रहा है…',
  'listing.loadMore': 'और देखें',
  'listing.results': '{count} उत्पाद',
  'product.selectSize': 'साइज़ चुनें',
  'product.checkDelivery': 'डिलीवरी जाँचें',
  'product.check': 'जाँचें',
  'product.checking': 'जाँच हो रही है…',
  'product.details': 'उत्पाद विवरण',
  'product.highlights': 'मुख्य बातें',
  ...AUTH_HI_IN,
  ...PROFILE_HI_IN,
  ...ADDRESS_HI_IN,
};

const CATALOGUE: Record<string, Partial<Record<MessageKey, string>>> = { 'en-IN': EN_IN, 'hi-IN': HI_IN };

/** Languages the storefront's texts exist in, the default first. */
export const STOREFRONT_LANGUAGES = Object.keys(CATALOGUE);
export const DEFAULT_LANGUAGE = 'en-IN';

/** A supported language for a requested one ('hi' → 'hi-IN'), or the default. */
export function supportedLanguage(requested: string | undefined | null): string {
  if (!requested) return DEFAULT_LANGUAGE;
  if (requested in CATALOGUE) return requested;
  const base = requested.split('-')[0].toLowerCase();
  return STOREFRONT_LANGUAGES.find((language) => language.split('-')[0] === base) ?? DEFAULT_LANGUAGE;
}

/** The text for `key` in `language`, with `{name}` placeholders filled from `values`. */
export function message(
  language: string,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const template = CATALOGUE[supportedLanguage(language)][key] ?? EN_IN[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
