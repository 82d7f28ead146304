import type { ApplicationClient } from '@vitrine/sdk';
import { actionToUrl } from './action';
import {
  isSearchableText,
  SEARCH_SUGGESTION_LIMIT,
  type SearchSuggestion,
  searchResultsUrl,
} from './search-text';

type SuggestionSource = Pick<ApplicationClient, 'catalog'>;

/** Up to `limit` suggestions from the auto-complete API; throws when the API call fails. */
export async function fetchSearchSuggestions(
  sdk: SuggestionSource,
  text: string,
  limit = SEARCH_SUGGESTION_LIMIT,
  signal?: AbortSignal,
): Promise<SearchSuggestion[]> {
  const q = text.trim();
  if (!isSearchableText(q)) return [];
  const response = await sdk.catalog.getSearchResults({ q }, { signal });
  return (response.items ?? [])
    .filter((item) => item.display)
    .slice(0, limit)
    .map((item) => ({
      display: item.display as string,
      url: actionToUrl(item.action) ?? searchResultsUrl(q),
      q,
      type: item.type,
      logo: item.logo?.url,
    }));
}
