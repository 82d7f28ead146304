import { getStoredItem, STORAGE_KEYS, setStoredItem } from '@vitrine/kit/storage';

/** The most products compared side by side (the platform's limit). */
export const COMPARE_LIMIT = 10;

/** The slugs of `id` on /compare/: comma-separated, repeatable, each once, in order. */
export function compareSlugs(query: URLSearchParams): string[] {
  const slugs = query
    .getAll('id')
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim())
    .filter((slug) => slug.length > 0 && slug.length <= 200);
  return [...new Set(slugs)].slice(0, COMPARE_LIMIT);
}

export function compareUrl(slugs: string[]): string {
  return slugs.length ? `/compare/?id=${slugs.map(encodeURIComponent).join(',')}` : '/compare/';
}

/** The products being compared, kept under m_compare_slugs for the product page's 'Add to compare'. */
export function storedCompareSlugs(): string[] {
  return getStoredItem<string[]>(STORAGE_KEYS.compareSlugs) ?? [];
}

export function storeCompareSlugs(slugs: string[]): void {
  setStoredItem(STORAGE_KEYS.compareSlugs, slugs);
}
