import { describe, expect, it } from 'vitest';
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
import { WISHLIST_HI_IN } from './hindi/wishlist';
import { LEAD_EN_IN } from './lead-messages';
import { DEFAULT_LANGUAGE, type MessageKey, STOREFRONT_LANGUAGES, supportedLanguage } from './messages';
import { PAYMENT_LINK_EN_IN } from './payment-link-messages';
import { PROFILE_EN_IN } from './profile-messages';
import { SHARE_EN_IN } from './share-messages';
import { message, translationsFor } from './translations';
import { WISHLIST_EN_IN } from './wishlist-messages';

describe('the storefront’s own texts', () => {
  it('looks a key up in the chosen language and fills its placeholders', () => {
    expect(message('en-IN', 'header.signIn')).toBe('Sign in');
    expect(message('hi-IN', 'header.signIn')).toBe('साइन इन करें');
    expect(message('hi-IN', 'header.account', { name: 'Asha' })).toBe('Asha का खाता');
    expect(message('en-IN', 'listing.results', { count: 12 })).toBe('12 products');
  });

  it('falls back to English for an unknown language', () => {
    expect(message('fr-FR', 'header.cart')).toBe('Cart');
    expect(supportedLanguage('hi')).toBe('hi-IN');
    expect(supportedLanguage(undefined)).toBe('en-IN');
    expect(STOREFRONT_LANGUAGES).toEqual(['en-IN', 'hi-IN']);
  });

  it('has texts for every language it offers besides English, which is in the code', () => {
    expect(translationsFor(DEFAULT_LANGUAGE)).toBeUndefined();
    for (const language of STOREFRONT_LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE)) {
      expect(Object.keys(translationsFor(language) ?? {}).length, language).toBeGreaterThan(100);
    }
  });
});

describe('the account pages’ texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it('exist in Hindi for every key, with the same placeholders as in English', () => {
    for (const [english, hindi] of [
      [AUTH_EN_IN, AUTH_HI_IN],
      [PROFILE_EN_IN, PROFILE_HI_IN],
      [ADDRESS_EN_IN, ADDRESS_HI_IN],
      [CARDS_EN_IN, CARDS_HI_IN],
      [CONTENT_EN_IN, CONTENT_HI_IN],
      [WISHLIST_EN_IN, WISHLIST_HI_IN],
      [SHARE_EN_IN, SHARE_HI_IN],
      [LEAD_EN_IN, LEAD_HI_IN],
      [CART_EN_IN, CART_HI_IN],
      [CHECKOUT_EN_IN, CHECKOUT_HI_IN],
      [PAYMENT_LINK_EN_IN, PAYMENT_LINK_HI_IN],
    ] as const) {
      for (const [key, text] of Object.entries(english)) {
        const translated = (hindi as Record<string, string | undefined>)[key];
        expect(translated, key).toBeTruthy();
        expect(translated, key).not.toBe(text);
        expect(placeholders(translated ?? ''), key).toEqual(placeholders(text));
      }
    }
  });

  it('are looked up through the same catalogue', () => {
    expect(message('en-IN', 'account.signIn')).toBe('Sign in');
    expect(message('hi-IN', 'profile.hello', { name: 'Asha' })).toBe('नमस्ते, Asha');
    expect(message('hi-IN', 'address.save')).toBe('पता सहेजें');
  });

  it('names the default menu entries in Hindi', () => {
    expect(
      ['nav.home', 'nav.brands', 'nav.categories', 'nav.collections'].map((key) =>
        message('hi-IN', key as MessageKey),
      ),
    ).toEqual(['होम', 'ब्रांड', 'श्रेणियाँ', 'संग्रह']);
  });
});
