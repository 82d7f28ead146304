import { DEFAULT_LANGUAGE, supportedLanguage } from '@vitrine/kit';
import { DEFAULT_CURRENCY_CODE } from '@vitrine/sdk';
import { parse, serialize } from 'cookie';

/** Cookies keeping the shopper's choices from /setting/ (a year: a choice, not a session). */
export const CURRENCY_COOKIE = 'currency_code';
export const LANGUAGE_COOKIE = 'language';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface Preferences {
  currency: string;
  language: string;
}

/** The shopper's currency and language from their cookies, the shop's defaults otherwise. */
export function preferencesOf(cookieHeader: string | null | undefined): Preferences {
  const cookies = parse(cookieHeader ?? '');
  const currency = cookies[CURRENCY_COOKIE]?.toUpperCase();
  return {
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY_CODE,
    language: supportedLanguage(cookies[LANGUAGE_COOKIE] ?? DEFAULT_LANGUAGE),
  };
}

/**
 * Only the shopper's non-default choices of a cookie header: a render shared by every shopper may read nothing
 * else, and one in the shop's defaults reads no cookie at all.
 */
export function preferenceCookiesOf(cookieHeader: string | null | undefined): string {
  const { currency, language } = preferencesOf(cookieHeader);
  const kept = [];
  if (currency !== DEFAULT_CURRENCY_CODE) kept.push(`${CURRENCY_COOKIE}=${currency}`);
  if (language !== DEFAULT_LANGUAGE) kept.push(`${LANGUAGE_COOKIE}=${language}`);
  return kept.join('; ');
}

export const preferencesOfRequest = (request: Request) => preferencesOf(request.headers.get('cookie'));

export function preferenceCookie(
  name: typeof CURRENCY_COOKIE | typeof LANGUAGE_COOKIE,
  value: string,
): string {
  return serialize(name, value, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
}
