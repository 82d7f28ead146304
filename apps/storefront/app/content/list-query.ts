import { data } from 'react-router';

/** The most posts one page may ask for: the platform's own limit on page_size. */
const MAX_PAGE_SIZE = 100;
const MAX_PAGE_NO = 100_000;

function wholeNumber(value: string | null, name: string, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw data(`${name} must be a whole number from 1 to ${max}`, { status: 400 });
  }
  return n;
}

/** page_no and page_size of a content list, checked before the platform is asked: a bad value is a 400 page. */
export function listPaging(
  query: URLSearchParams,
  defaultSize: number,
): { pageNo: number; pageSize: number } {
  return {
    pageNo: wholeNumber(query.get('page_no'), 'page_no', MAX_PAGE_NO) ?? 1,
    pageSize: wholeNumber(query.get('page_size'), 'page_size', MAX_PAGE_SIZE) ?? defaultSize,
  };
}

/** Free text from the query, trimmed and cut to what the platform accepts. */
export function queryText(query: URLSearchParams, name: string, max = 200): string | undefined {
  const value = query.get(name)?.trim().slice(0, max);
  return value ? value : undefined;
}
