import { describe, expect, it } from 'vitest';
import { message, STOREFRONT_LANGUAGES, supportedLanguage } from './messages';

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
});
