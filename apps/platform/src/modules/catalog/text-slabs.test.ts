import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextColumn } from './text-slabs';

describe('a column of texts kept as bytes', () => {
  it('gives back every text as it was put in, nulls and empty texts included', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ unit: 'grapheme' }), { nil: null })), (texts) => {
        const column = TextColumn.of(texts);
        expect(column.length).toBe(texts.length);
        expect(texts.map((_, i) => column.get(i))).toEqual(texts);
      }),
      { numRuns: 300 },
    );
  });

  it('reads product names with accents, currency signs and emoji unchanged', () => {
    const names = ['Zénith Oxford Shirt', '', 'Kurta ₹ 999', 'Sneakers 😀', 'Plain'];
    const column = TextColumn.of(names);
    expect(names.map((_, i) => column.get(i))).toEqual(names);
  });
});
