import type { ThemePage } from './types';

export const hasParams = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));

const plural = (word: string) => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);

/**
 * The storefront path (no leading slash) to open for a page: its own path, or for a page that needs a
 * product, brand or the like, the nearest page without parameters that lists them (product/:slug → products).
 */
export function previewPath(page: ThemePage, pages: ThemePage[]): string {
  if (!hasParams(page.path)) return page.path;
  const plain = new Set(pages.filter((p) => !hasParams(p.path)).map((p) => p.path));
  const segments = page.path.split('/');
  const firstParam = segments.findIndex((segment) => segment.startsWith(':'));
  for (let end = firstParam; end > 0; end--) {
    const prefix = segments.slice(0, end);
    const last = prefix[end - 1];
    for (const candidate of [prefix.join('/'), [...prefix.slice(0, -1), plural(last)].join('/')]) {
      if (plain.has(candidate)) return candidate;
    }
  }
  return '';
}

/** The preview's address: the storefront in edit mode. */
export function frameUrl(storefrontUrl: string, path: string): string {
  const base = storefrontUrl.replace(/\/+$/, '');
  const cleanPath = path.replace(/^\/+/, '');
  return `${base}/${cleanPath}?isEdit=true`;
}

export const VIEWPORT_WIDTHS = { mobile: 375, tablet: 768, desktop: null } as const;
