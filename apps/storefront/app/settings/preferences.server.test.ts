import { describe, expect, it } from 'vitest';
import { preferenceCookie, preferenceCookiesOf, preferencesOf } from './preferences.server';

describe('the shopper’s currency and language from cookies', () => {
  it('reads the chosen currency and language, with the shop defaults otherwise', () => {
    expect(preferencesOf('currency_code=usd; language=hi-IN')).toEqual({
      currency: 'USD',
      language: 'hi-IN',
    });
    expect(preferencesOf(undefined)).toEqual({ currency: 'INR', language: 'en-IN' });
    expect(preferencesOf('language=hi')).toMatchObject({ language: 'hi-IN' });
  });

  it('ignores a malformed currency and a language the storefront has no texts in', () => {
    expect(preferencesOf('currency_code=rupees; language=fr-FR')).toEqual({
      currency: 'INR',
      language: 'en-IN',
    });
  });

  it('keeps a choice for the whole site', () => {
    expect(preferenceCookie('currency_code', 'EUR')).toMatch(
      /^currency_code=EUR; Max-Age=\d+; Path=\/; SameSite=Lax$/,
    );
  });
});

describe('what a render shared by every shopper may read', () => {
  it('keeps only the currency and language of the cookies, normalised', () => {
    expect(preferenceCookiesOf('f.session=secret; currency_code=usd; other=1')).toBe('currency_code=USD');
    expect(preferenceCookiesOf('language=hi; currency_code=EUR')).toBe('currency_code=EUR; language=hi-IN');
    expect(preferenceCookiesOf('f.session=secret; currency_code=INR')).toBe('');
  });
});
