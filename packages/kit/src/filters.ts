import { SEARCH_AS_TYPED_KEY } from './search-text';

/**
 * Listing filters. In the page URL each filter is its own query key (`?brand=nike&brand=puma`); the API takes
 * them as one `f` value: `key:value` pairs joined by ':::', several values of a key joined by '||'.
 */
export type FilterSelection = Record<string, string[]>;

const PAIR_SEPARATOR = ':::';
const VALUE_SEPARATOR = '||';

/** Query keys of a listing page that are not filters. */
export const LISTING_QUERY_KEYS: ReadonlySet<string> = new Set([
  'q',
  SEARCH_AS_TYPED_KEY,
  'page_no',
  'page_size',
  'page_id',
  'page_type',
  'sort_on',
  'isEdit',
  'themeId',
  '_ds',
  'f',
  'fbclid',
  'gclid',
]);

function isFilterKey(key: string): boolean {
  return (
    !LISTING_QUERY_KEYS.has(key) && !key.startsWith('__') && !key.startsWith('utm_') && !key.startsWith('f.')
  );
}

/** `{ brand: ['nike', 'puma'], gender: ['men'] }` → 'brand:nike||puma:::gender:men'. Keys starting '__' are skipped. */
export function serialiseFilters(selection: FilterSelection): string {
  return Object.entries(selection)
    .filter(([key, values]) => !key.startsWith('__') && values.length > 0)
    .map(([key, values]) => `${key}:${values.join(VALUE_SEPARATOR)}`)
    .join(PAIR_SEPARATOR);
}

/** The inverse of serialiseFilters; pairs without a key or value are ignored. */
export function parseFilters(serialised: string | null | undefined): FilterSelection {
  const selection: FilterSelection = {};
  if (!serialised) return selection;
  for (const pair of serialised.split(PAIR_SEPARATOR)) {
    const colon = pair.indexOf(':');
    if (colon <= 0) continue;
    const key = pair.slice(0, colon);
    if (key.startsWith('__')) continue;
    const values = pair
      .slice(colon + 1)
      .split(VALUE_SEPARATOR)
      .filter((value) => value !== '');
    if (values.length > 0) selection[key] = [...(selection[key] ?? []), ...values];
  }
  return selection;
}

/** The filters chosen in a listing page's query (every key that is not paging, sorting, search or a campaign). */
export function filtersFromQuery(query: URLSearchParams): FilterSelection {
  const selection: FilterSelection = {};
  for (const [key, value] of query) {
    if (!isFilterKey(key) || value === '') continue;
    selection[key] = [...(selection[key] ?? []), value];
  }
  return selection;
}

/** Adds locked values (a brand page's own brand) to a selection without duplicating them. */
export function withLockedFilters(selection: FilterSelection, locked: FilterSelection): FilterSelection {
  const merged: FilterSelection = { ...selection };
  for (const [key, values] of Object.entries(locked)) {
    merged[key] = [...new Set([...(merged[key] ?? []), ...values])];
  }
  return merged;
}

/** Paging restarts whenever the filters or the sort change. */
function resetPaging(query: URLSearchParams): URLSearchParams {
  query.delete('page_no');
  query.delete('page_id');
  return query;
}

/** Turns one filter value on or off in a listing query. */
export function toggleFilterValue(query: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  const values = next.getAll(key);
  next.delete(key);
  const remaining = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  for (const v of remaining) next.append(key, v);
  return resetPaging(next);
}

/** Replaces a filter's values (a price range, or [] to clear it). */
export function setFilterValues(query: URLSearchParams, key: string, values: string[]): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete(key);
  for (const v of values) next.append(key, v);
  return resetPaging(next);
}

export function clearFilters(query: URLSearchParams, keep: Iterable<string> = []): URLSearchParams {
  const kept = new Set(keep);
  const next = new URLSearchParams();
  for (const [key, value] of query) if (!isFilterKey(key) || kept.has(key)) next.append(key, value);
  return resetPaging(next);
}

export function withSort(query: URLSearchParams, sortOn: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (sortOn) next.set('sort_on', sortOn);
  else next.delete('sort_on');
  return resetPaging(next);
}

/** Fills a range filter's query_format ('[{} TO {}]') with the chosen bounds. */
export function rangeValue(queryFormat: string | undefined, min: number, max: number): string {
  const format = queryFormat && queryFormat.split('{}').length === 3 ? queryFormat : '[{} TO {}]';
  return format.replace('{}', String(min)).replace('{}', String(max));
}
