import { parse as parseCookies } from 'cookie';
import { isbot } from 'isbot';
import { SESSION_COOKIE } from '../app/account/session.server';
import type { StorefrontContext } from '../app/load-context';
import { preferenceCookiesOf, preferencesOf } from '../app/settings/preferences.server';
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
  /^\/(blog|faq)(\/[^/]+)?\/?$/,
  /^\/(team|about-us|locate-us|help\/card-tokenisation)\/?$/,
  /^\/c\/.+$/,
];

/** React Router's data requests for client-side navigation: `/product/x.data`, `/_root.data` for the home page. */
function pagePathOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** Query params that only say where a visitor came from: they change no page (campaign cookies are set apart). */
const isTrackingParam = (name: string) => /^(f\.)?utm_/i.test(name) || /^(gclid|fbclid|msclkid)$/i.test(name);

/** What decides whether a request may use the shared cache: read from a fetch Request or straight off the socket. */
export interface PageRequestFacts {
  method: string;
  url: URL;
  secFetchDest: string | null | undefined;
  cookie: string | null | undefined;
}

/**
 * Whether a request may be answered from, and rendered for, the shared page cache: a GET or HEAD of a catalogue
 * or content page by a visitor who is not signed in, not previewing a theme and not inside the theme editor.
 */
export function isSharedPage({ method, url, secFetchDest, cookie }: PageRequestFacts): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!SHARED_PAGES.some((page) => page.test(pagePathOf(url.pathname)))) return false;
  if (url.searchParams.has('themeId') || url.searchParams.has('isEdit')) return false;
  if (secFetchDest === 'iframe') return false;
  if (!cookie) return true;
  const cookies = parseCookies(cookie);
  return !cookies[SESSION_COOKIE] && !cookies[PREVIEW_THEME_COOKIE];
}

export function isSharedPageRequest(request: Request): boolean {
  return isSharedPage({
    method: request.method,
    url: new URL(request.url),
    secFetchDest: request.headers.get('sec-fetch-dest'),
    cookie: request.headers.get('cookie'),
  });
}

/** The address without tracking params, the rest sorted, so equal pages share one entry. */
export function normalisedAddress(address: URL): URL {
  const url = new URL(address);
  // Without a '?' there is nothing to sort or drop (a bare '?' is dropped below, as any empty query).
  if (url.href.includes('?')) {
    const params = [...url.searchParams].filter(([name]) => !isTrackingParam(name));
    params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    url.search = new URLSearchParams(params).toString();
  }
  url.hash = '';
  return url;
}

export const normalisedUrl = (request: Request): URL => normalisedAddress(new URL(request.url));

/** User agents already told apart: a shop hears the same few browsers and crawlers again and again. */
const crawlerAgents = new Map<string, boolean>();
const KNOWN_AGENTS = 500;

/** Whether a user agent is a crawler's (isbot), remembered for the agents seen most recently. */
export function isCrawler(userAgent: string): boolean {
  let crawler = crawlerAgents.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    if (crawlerAgents.size >= KNOWN_AGENTS) crawlerAgents.delete(crawlerAgents.keys().next().value as string);
    crawlerAgents.set(userAgent, crawler);
  }
  return crawler;
}

/** The cookies a shared render may see: only the currency and language, which the page key names. */
export const sharedRenderCookies = (request: Request): string =>
  preferenceCookiesOf(request.headers.get('cookie'));

/** The currency and language a page is rendered in: the shopper's choices from /setting/ (cookies). */
function pageLocale(cookie: string | null | undefined): string {
  const { currency, language } = preferencesOf(cookie);
  return `${currency}:${language}`;
}

/**
 * What a shared page depends on: the shown theme and its last save, the normalised address (its origin
 * included, since pages link to it), the currency and language, and whether a crawler asks (crawlers get every
 * section at once).
 */
export function pageKey(request: Request, themeStamp: string): string {
  return pageKeyOf(
    themeStamp,
    isCrawler(request.headers.get('user-agent') ?? ''),
    normalisedUrl(request),
    request.headers.get('cookie'),
  );
}

/** pageKey from its parts: the address already normalised, the cookie header as sent (for currency and language). */
export function pageKeyOf(
  themeStamp: string,
  crawler: boolean,
  address: URL,
  cookie: string | null | undefined,
): string {
  return [themeStamp, pageLocale(cookie), crawler ? 'crawler' : 'shopper', address.href].join(' ');
}

/** The shown theme's id and last save (a page save stamps its theme too), from the shop-wide theme value. */
export async function themeStamp(context: StorefrontContext, request: Request): Promise<string | undefined> {
  const theme = await loadShownTheme(context, request);
  return theme ? `${theme._id}@${theme.updated_at}` : undefined;
}
