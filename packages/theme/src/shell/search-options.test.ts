import { describe, expect, it } from 'vitest';
import { nextActiveIndex, searchOptions } from './search-options';

describe('searchOptions', () => {
  const suggestion = { display: 'Linen Shirt', url: '/product/linen-shirt', q: 'lin', type: 'product' };

  it('lists suggestions while the text is searchable', () => {
    expect(searchOptions('lin', [suggestion], ['old'])).toEqual([
      { display: 'Linen Shirt', url: '/product/linen-shirt', q: 'lin', recent: false },
    ]);
  });

  it('drops a second suggestion that opens the same page', () => {
    const same = { ...suggestion, display: 'Linen Shirt (again)' };
    const other = { ...suggestion, url: '/product/linen-shirt-black' };
    expect(searchOptions('lin', [suggestion, same, other], []).map((o) => o.url)).toEqual([
      '/product/linen-shirt',
      '/product/linen-shirt-black',
    ]);
  });

  it('lists up to five recent searches, linking to their results, when the box is empty or too long', () => {
    const recent = ['a', 'b', 'c', 'd', 'e', 'f'];
    const options = searchOptions('  ', [suggestion], recent);
    expect(options).toHaveLength(5);
    expect(options[0]).toEqual({ display: 'a', url: '/products/?q=a', q: 'a', recent: true });
    expect(searchOptions('x'.repeat(201), [suggestion], ['red shirt'])[0].url).toBe(
      '/products/?q=red%20shirt',
    );
  });
});

describe('nextActiveIndex', () => {
  it('moves down through the options and back to the input', () => {
    expect(nextActiveIndex(-1, 1, 3)).toBe(0);
    expect(nextActiveIndex(2, 1, 3)).toBe(-1);
  });

  it('moves up from the input to the last option', () => {
    expect(nextActiveIndex(-1, -1, 3)).toBe(2);
    expect(nextActiveIndex(0, -1, 3)).toBe(-1);
    expect(nextActiveIndex(-1, 1, 0)).toBe(-1);
  });
});
