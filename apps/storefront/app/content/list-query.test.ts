import { describe, expect, it } from 'vitest';
import { listPaging, queryText } from './list-query';

const status = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return 200;
};

describe('content list query', () => {
  it('defaults to the first page of the given size', () => {
    expect(listPaging(new URLSearchParams(''), 12)).toEqual({ pageNo: 1, pageSize: 12 });
    expect(listPaging(new URLSearchParams('page_no=3&page_size=5'), 12)).toEqual({ pageNo: 3, pageSize: 5 });
  });

  it('answers 400 for a page number or size that is not a whole number in range', () => {
    for (const query of ['page_no=abc', 'page_no=0', 'page_no=1.5', 'page_size=1000000', 'page_size=-1']) {
      expect(
        status(() => listPaging(new URLSearchParams(query), 12)),
        query,
      ).toBe(400);
    }
  });

  it('trims text and drops empty values', () => {
    expect(queryText(new URLSearchParams('search=%20linen%20'), 'search')).toBe('linen');
    expect(queryText(new URLSearchParams('search=%20'), 'search')).toBeUndefined();
  });
});
