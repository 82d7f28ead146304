import { useCallback, useEffect, useState } from 'react';
import { useBrowserSdk } from './sdk-context';

export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_MIN_LENGTH = 1;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_SUGGESTION_LIMIT = 5;

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

export interface SearchSuggestionsState {
  suggestions: SearchSuggestion[];
  loading: boolean;
  /** True after a finished lookup that found nothing or failed. */
  noResults: boolean;
  /** Earlier searches from local storage (m_prevSearches), newest first. */
  recentSearches: string[];
  /** Call when the shopper submits or picks a search, so it shows among the recent ones. */
  rememberSearch: (text: string) => void;
}

/**
 * Live suggestions for the header search box (the lookup and the stored recent searches load on first use, so
 * they cost no page weight): waits 200 ms after the last keystroke, asks only for 1–200
 * characters, shows at most 5, and turns a failure into an empty list with `noResults`.
 */
export function useSearchSuggestions(text: string, limit = SEARCH_SUGGESTION_LIMIT): SearchSuggestionsState {
  const getSdk = useBrowserSdk();
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [noResults, setNoResults] = useState(false);
  const [recentSearches, setRecentSearches] = useState<string[]>([]);

  useEffect(() => {
    import('./storage').then((storage) => setRecentSearches(storage.getRecentSearches()));
  }, []);

  useEffect(() => {
    if (!isSearchableText(text)) {
      setSuggestions([]);
      setNoResults(false);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const [sdk, { fetchSearchSuggestions }] = await Promise.all([getSdk(), import('./search-lookup')]);
        const found = await fetchSearchSuggestions(sdk, text, limit, controller.signal);
        if (controller.signal.aborted) return;
        setSuggestions(found);
        setNoResults(found.length === 0);
      } catch {
        if (controller.signal.aborted) return;
        setSuggestions([]);
        setNoResults(true);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, limit, getSdk]);

  const rememberSearch = useCallback((term: string) => {
    import('./storage').then((storage) => setRecentSearches(storage.addRecentSearch(term)));
  }, []);

  return { suggestions, loading, noResults, recentSearches, rememberSearch };
}
