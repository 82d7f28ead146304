import type { PageAction } from '@vitrine/contract';

/** In-app actions (navigation entries, banners, suggestions) and the shop URLs they open. */
export type { PageAction };

type Template = string | ((params: Record<string, string>) => string);

/** Page types and their paths; `{name}` is filled from the action's params. */
const PAGE_PATHS: Record<string, Template> = {
  home: '/',
  brands: (p) => (p.department ? `/brands/${p.department}` : '/brands/'),
  categories: (p) => (p.department ? `/categories/${p.department}` : '/categories/'),
  collections: '/collections/',
  brand: '/brand/{slug}',
  category: '/category/{slug}',
  collection: '/collection/{slug}',
  products: '/products/',
  product: '/product/{slug}',
  page: '/page/{slug}',
  blog: (p) => (p.slug ? `/blog/${p.slug}` : '/blog/'),
  faq: (p) => (p.slug ? `/faq/${p.slug}` : '/faq/'),
  form: '/form/{slug}',
  sections: (p) => (p.group ? `/sections/${p.group}` : '/sections'),
  'shared-cart': '/shared-cart/{token}',
  external: '/external',
  policy: '/privacy-policy/',
  'privacy-policy': '/privacy-policy/',
  'shipping-policy': '/shipping-policy/',
  'return-policy': '/return-policy/',
  tnc: '/terms-and-conditions/',
  'contact-us': '/contact-us/',
  'about-us': '/about-us',
  'locate-us': '/locate-us',
  team: '/team/',
  compare: '/compare/',
  wishlist: '/wishlist/',
  cart: '/cart/bag/',
  profile: '/profile/',
  orders: '/profile/orders/',
  addresses: '/profile/address/',
  login: '/auth/login',
  register: '/auth/register',
  settings: '/setting/',
};

function firstValues(record: Record<string, string[] | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, values] of Object.entries(record ?? {})) {
    if (values?.[0] !== undefined && values[0] !== '') out[key] = values[0];
  }
  return out;
}

function queryString(query: Record<string, string[] | undefined> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(query ?? {})) {
    for (const value of values ?? []) search.append(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL an action opens, or undefined when the action names no known page (or lacks a parameter its
 * path needs). A page `url` given by the action wins.
 */
export function actionToUrl(action: PageAction | undefined | null): string | undefined {
  const page = action?.page;
  if (!page) return undefined;
  if (page.url) return page.url;
  const template = page.type ? PAGE_PATHS[page.type] : undefined;
  if (template === undefined) return undefined;
  const params = firstValues(page.params);
  let path: string;
  if (typeof template === 'function') {
    path = template(params);
  } else {
    let missing = false;
    path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (params[name] === undefined) missing = true;
      return encodeURIComponent(params[name] ?? '');
    });
    if (missing) return undefined;
  }
  return path + queryString(page.query);
}

/** Shop slug rule: lower-case, spaces become hyphens, other non-word characters are dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

const PATH_BASE = 'http://path.invalid';

/**
 * Where an /external?url= link should go: a path inside the shop when the URL points at one of its own
 * domains, the URL itself for an outside http(s) address, undefined for anything else.
 */
export function resolveExternalUrl(raw: string | null, ownHosts: string[]): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    if (!raw.startsWith('/') || raw.startsWith('//')) return undefined;
    // A path, read as a browser reads it (tabs and line breaks dropped, the rest escaped), so that it fits in a
    // Location header; what is left must still be a path on the shop (`/\t/elsewhere` is not).
    const path = new URL(raw, PATH_BASE);
    return path.origin === PATH_BASE ? shopPath(path) : undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const hosts = ownHosts.map((host) => host.toLowerCase());
  if (hosts.includes(url.host.toLowerCase()) || hosts.includes(url.hostname.toLowerCase())) {
    return shopPath(url);
  }
  return url.href;
}

/**
 * The URL's path, query and hash as a Location on this shop, or undefined when a browser would read the path as
 * another host (`//elsewhere`, which `/..//elsewhere` and `/./%2F/elsewhere` normalise to).
 */
function shopPath(url: URL): string | undefined {
  return /^\/[/\\]/.test(url.pathname) ? undefined : `${url.pathname}${url.search}${url.hash}`;
}
