export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_MIN_LENGTH = 1;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_SUGGESTION_LIMIT = 5;
/** Query key of a results page searched exactly as typed ('search instead for …'): its text is never corrected. */
export const SEARCH_AS_TYPED_KEY = 'as_typed';

export interface SearchSuggestion {
  display: string;
  /** Where choosing the suggestion goes (its action as a URL, else the results page for `q`). */
  url: string;
  /** The text that was searched. */
  q: string;
  type?: string;
  logo?: string;
}

/** Suggestions are asked for only for 1 to 200 characters (trimmed); anything else gives an empty list. */
export function isSearchableText(text: string, minLength = SEARCH_MIN_LENGTH): boolean {
  const length = text.trim().length;
  return length >= Math.max(minLength, 1) && length <= SEARCH_MAX_LENGTH;
}

export function searchResultsUrl(text: string): string {
  return `/products/?q=${encodeURIComponent(text.trim())}`;
}
