import { describe, expect, it } from 'vitest';
import { nextPageQuery } from './listing-types';

describe('next listing page', () => {
  it('follows the cursor when the API pages by cursor', () => {
    expect(nextPageQuery('brand=nike&page_no=1', { type: 'cursor', has_next: true, next_id: 'abc' })).toBe(
      'brand=nike&page_id=abc&page_type=cursor',
    );
  });

  it('counts pages otherwise, and stops when there is no next page', () => {
    expect(nextPageQuery('q=shirt', { type: 'number', current: 2, has_next: true })).toBe(
      'q=shirt&page_no=3',
    );
    expect(nextPageQuery('q=shirt', { type: 'number', current: 9, has_next: false })).toBeUndefined();
  });
});
