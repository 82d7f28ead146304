import { describe, expect, it } from 'vitest';
import { compareSlugs, compareUrl } from './compare-slugs';

describe('compare slugs', () => {
  it('reads comma-separated and repeated ids once each, in order', () => {
    expect(compareSlugs(new URLSearchParams('id=a,b&id=c,a&id='))).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most ten', () => {
    const many = Array.from({ length: 12 }, (_, i) => `p${i}`).join(',');
    expect(compareSlugs(new URLSearchParams({ id: many }))).toHaveLength(10);
  });

  it('builds the page address, and the bare page for none', () => {
    expect(compareUrl(['a b', 'c'])).toBe('/compare/?id=a%20b,c');
    expect(compareUrl([])).toBe('/compare/');
  });
});
