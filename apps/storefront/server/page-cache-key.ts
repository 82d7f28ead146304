import { isbot } from 'isbot';
import { requestCookies, SESSION_COOKIE } from '../app/account/session.server';
import type { StorefrontContext } from '../app/load-context';
import { preferenceCookiesOf, preferencesOfRequest } from '../app/settings/preferences.server';
import { loadShownTheme } from '../app/shell/shop.server';
import { PREVIEW_THEME_COOKIE } from '../app/shell/theme-preview.server';

/**
 * Catalogue and content pages: the same for every visitor who is not signed in. Everything else (sign-in,
 * profile, editor routes, resource routes) is rendered per request. A trailing slash is optional, as in routes.ts.
 */
const SHARED_PAGES = [
  /^\/$/,
  /^\/(products|collections)\/?$/,
  /^\/(brands|categories)(\/[^/]+)?\/?$/,
  /^\/(brand|category|collection|product|page)\/[^/]+\/?$/,
  /^\/sections(\/[^/]+)?\/?$/,
  /^\/(privacy-policy|shipping-policy|return-policy|terms-and-conditions)\/?$/,
  /^\/c\/.+$/,
];

/** React Router's data requests for client-side navigation: `/product/x.data`, `/_root.data` for the home page. */
function pagePathOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** Query params that only say where a visitor came from: they change no page (campaign cookies are set apart). */
const isTrackingParam = (name: string) => /^(f\.)?utm_/i.test(name) || /^(gclid|fbclid|msclkid)$/i.test(name);

/**
 * Whether a request may be answered from, and rendered for, the shared page cache: a GET or HEAD of a catalogue
 * or content page by a visitor who is not signed in, not previewing a theme and not inside the theme editor.
 */
export function isSharedPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = new URL(request.url);
  if (!SHARED_PAGES.some((page) => page.test(pagePathOf(url.pathname)))) return false;
  if (url.searchParams.has('themeId') || url.searchParams.has('isEdit')) return false;
  if (request.headers.get('sec-fetch-dest') === 'iframe') return false;
  const cookies = requestCookies(request);
  return !cookies[SESSION_COOKIE] && !cookies[PREVIEW_THEME_COOKIE];
}

/** The address without tracking params, the rest sorted, so equal pages share one entry. */
export function normalisedUrl(request: Request): URL {
  const url = new URL(request.url);
  const params = [...url.searchParams].filter(([name]) => !isTrackingParam(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(params).toString();
  url.hash = '';
  return url;
}

/** The cookies a shared render may see: only the currency and language, which the page key names. */
export const sharedRenderCookies = (request: Request): string =>
  preferenceCookiesOf(request.headers.get('cookie'));

/** The currency and language a page is rendered in: the shopper's choices from /setting/ (cookies). */
function pageLocale(request: Request): string {
  const { currency, language } = preferencesOfRequest(request);
  return `${currency}:${language}`;
}

/**
 * What a shared page depends on: the shown theme and its last save, the normalised address (its origin
 * included, since pages link to it), the currency and language, and whether a crawler asks (crawlers get every
 * section at once).
 */
export function pageKey(request: Request, themeStamp: string): string {
  const reader = isbot(request.headers.get('user-agent') ?? '') ? 'crawler' : 'shopper';
  return [themeStamp, pageLocale(request), reader, normalisedUrl(request).href].join(' ');
}

/** The shown theme's id and last save (a page save stamps its theme too), from the shop-wide theme value. */
export async function themeStamp(context: StorefrontContext, request: Request): Promise<string | undefined> {
  const theme = await loadShownTheme(context, request);
  return theme ? `${theme._id}@${theme.updated_at}` : undefined;
}
