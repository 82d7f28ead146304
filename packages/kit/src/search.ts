import { useCallback, useEffect, useState } from 'react';
import { useBrowserSdk } from './sdk-context';
import {
  isSearchableText,
  SEARCH_DEBOUNCE_MS,
  SEARCH_SUGGESTION_LIMIT,
  type SearchSuggestion,
} from './search-text';

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
