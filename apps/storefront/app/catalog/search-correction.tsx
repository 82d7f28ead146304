import { SEARCH_AS_TYPED_KEY } from '@vitrine/kit';
import { Link, useLocation } from 'react-router';
import type { ListingData } from './listing-types';

/** The same page searched for the text as typed, from the first page, never corrected. */
function asTypedSearch(search: string, typed: string): string {
  const query = new URLSearchParams(search);
  query.set('q', typed);
  query.set(SEARCH_AS_TYPED_KEY, '1');
  for (const key of ['page_no', 'page_id', 'page_type']) query.delete(key);
  return query.toString();
}

/** 'Showing results for shirt, search instead for shrit' above the results of a corrected search. */
export function SearchCorrection({ data }: { data: ListingData }) {
  const { pathname, search } = useLocation();
  if (!data.correctedFrom || !data.q) return null;
  return (
    <p className="listing__correction" data-testid="search-correction">
      Showing results for <strong>{data.q}</strong>, search instead for{' '}
      <Link to={`${pathname}?${asTypedSearch(search, data.correctedFrom)}`}>{data.correctedFrom}</Link>
    </p>
  );
}
