import type { ListingProduct } from '@vitrine/kit';

export interface FilterValueData {
  display: string;
  is_selected: boolean;
  value?: string;
  count?: number;
  min?: number;
  max?: number;
  selected_min?: number;
  selected_max?: number;
  currency_symbol?: string;
  query_format?: string;
}

export interface FilterData {
  key: { name: string; display: string; kind?: string; is_disabled?: boolean };
  values: FilterValueData[];
}

export interface SortOptionData {
  value?: string;
  name?: string;
  display?: string;
  is_selected?: boolean;
}

export interface PageData {
  type: 'number' | 'cursor';
  current?: number;
  size?: number;
  item_total?: number;
  has_next?: boolean;
  next_id?: string;
}

export interface ListingData {
  items: ListingProduct[];
  filters: FilterData[];
  sortOptions: SortOptionData[];
  page: PageData;
  /** Filter keys fixed by the page (a brand page's brand); they cannot be changed there. */
  lockedKeys: string[];
  q?: string;
  /** The search as typed, when it found nothing and `q` is its correction. */
  correctedFrom?: string;
}

/** The query of the page after `page`, or undefined at the end: by cursor when the API gave one, else by number. */
export function nextPageQuery(search: string, page: PageData): string | undefined {
  if (!page.has_next) return undefined;
  const query = new URLSearchParams(search);
  if (page.type === 'cursor' && page.next_id) {
    query.set('page_id', page.next_id);
    query.set('page_type', 'cursor');
    query.delete('page_no');
  } else {
    query.set('page_no', String((page.current ?? 1) + 1));
    query.delete('page_id');
    query.delete('page_type');
  }
  return query.toString();
}

/** Identity of a listing for remounting: the query without its paging, so new filters start a new list. */
export function listingKey(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of ['page_no', 'page_id', 'page_type']) query.delete(key);
  return query.toString();
}
