import { isSearchableText, type SearchSuggestion, searchResultsUrl } from '@vitrine/kit';

export interface SearchOption {
  display: string;
  url: string;
  q: string;
  recent: boolean;
}

const RECENT_SHOWN = 5;

/** What the search list shows: live suggestions for searchable text, else the shopper's recent searches. */
export function searchOptions(
  text: string,
  suggestions: SearchSuggestion[],
  recent: string[],
): SearchOption[] {
  if (isSearchableText(text)) {
    // Two suggestions that open the same page are one choice (and one list key).
    const seen = new Set<string>();
    return suggestions
      .filter((s) => !seen.has(s.url) && seen.add(s.url))
      .map((s) => ({ display: s.display, url: s.url, q: s.q, recent: false }));
  }
  const seen = new Set<string>();
  return recent
    .filter((term) => !seen.has(term) && seen.add(term))
    .slice(0, RECENT_SHOWN)
    .map((term) => ({ display: term, url: searchResultsUrl(term), q: term, recent: true }));
}

/** Arrow keys cycle through the options and back to the input itself (-1). */
export function nextActiveIndex(current: number, step: 1 | -1, optionCount: number): number {
  if (optionCount === 0) return -1;
  const size = optionCount + 1;
  return ((current + 1 + step + size) % size) - 1;
}
