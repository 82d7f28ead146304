import { ADDRESS_EN_IN } from './address-messages';
import { AUTH_EN_IN } from './auth-messages';
import { CARDS_EN_IN } from './cards-messages';
import { CART_EN_IN } from './cart-messages';
import { CHECKOUT_EN_IN } from './checkout-messages';
import { CONTENT_EN_IN } from './content-messages';
import { ADDRESS_HI_IN } from './hindi/address';
import { AUTH_HI_IN } from './hindi/auth';
import { CARDS_HI_IN } from './hindi/cards';
import { CART_HI_IN } from './hindi/cart';
import { CHECKOUT_HI_IN } from './hindi/checkout';
import { CONTENT_HI_IN } from './hindi/content';
import { LEAD_HI_IN } from './hindi/lead';
import { PAYMENT_LINK_HI_IN } from './hindi/payment-link';
import { PROFILE_HI_IN } from './hindi/profile';
import { SHARE_HI_IN } from './hindi/share';
import { SHELL_HI_IN } from './hindi/shell';
import { WISHLIST_HI_IN } from './hindi/wishlist';
import { LEAD_EN_IN } from './lead-messages';
import { type MessageKey, supportedLanguage, type Translations, textOf } from './messages';
import { PAYMENT_LINK_EN_IN } from './payment-link-messages';
import { PROFILE_EN_IN } from './profile-messages';
import { SHARE_EN_IN } from './share-messages';
import { WISHLIST_EN_IN } from './wishlist-messages';

/**
 * The storefront's texts in every language besides English, for the server only (`@vitrine/kit/translations`):
 * a page carries the chosen language's texts in its data, so no shopper downloads every language's texts.
 */
const TRANSLATIONS: Record<string, Translations> = {
  'hi-IN': {
    ...SHELL_HI_IN,
    ...AUTH_HI_IN,
    ...PROFILE_HI_IN,
    ...ADDRESS_HI_IN,
    ...CARDS_HI_IN,
    ...CONTENT_HI_IN,
    ...SHARE_HI_IN,
    ...WISHLIST_HI_IN,
    ...LEAD_HI_IN,
    ...CART_HI_IN,
    ...CHECKOUT_HI_IN,
    ...PAYMENT_LINK_HI_IN,
  },
};

/** The texts of a language other than English; undefined for English (the texts in the code). */
export function translationsFor(language: string): Translations | undefined {
  return TRANSLATIONS[supportedLanguage(language)];
}

/** The text for `key` in `language`, for server code (loaders, actions). */
export function message(language: string, key: MessageKey, values?: Record<string, string | number>): string {
  return textOf(translationsFor(language), key, values, [
    AUTH_EN_IN,
    PROFILE_EN_IN,
    ADDRESS_EN_IN,
    CARDS_EN_IN,
    CONTENT_EN_IN,
    SHARE_EN_IN,
    WISHLIST_EN_IN,
    LEAD_EN_IN,
    CART_EN_IN,
    CHECKOUT_EN_IN,
    PAYMENT_LINK_EN_IN,
  ]);
}
