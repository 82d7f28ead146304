import { describe, expect, it } from 'vitest';
import { addBit, type Bits, countBits, countBoth, emptyBits } from './bitset';
import { COUNTED, countValues } from './facets-counting';

/** A deterministic catalogue: each product has one brand of 40 and up to three of 12 tags. */
function families(size: number) {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const maps = Object.fromEntries(COUNTED.map((family) => [family, new Map<string, Bits>()])) as Record<
    (typeof COUNTED)[number],
    Map<string, Bits>
  >;
  const add = (map: Map<string, Bits>, key: string, i: number) => {
    if (!map.has(key)) map.set(key, emptyBits(size));
    addBit(map.get(key) as Bits, i);
  };
  for (let i = 0; i < size; i++) {
    add(maps.brand, `brand-${next(40)}`, i);
    for (let t = next(4); t > 0; t--) add(maps.tags, `tag-${next(12)}`, i);
  }
  return { size, ...maps };
}

function setOf(size: number, every: number): Bits {
  const set = emptyBits(size);
  for (let i = 0; i < size; i += every) addBit(set, i);
  return set;
}

describe('facet counting', () => {
  it('counts each value over sparse and dense sets, leaving out values without products', () => {
    const index = families(20_000);
    for (const every of [1, 3, 97, 2_003, 19_999]) {
      const set = setOf(index.size, every);
      for (const family of ['brand', 'tags'] as const) {
        const expected = new Map<string, number>();
        for (const [key, bits] of index[family]) {
          const n = countBoth(bits, set);
          if (n > 0) expected.set(key, n);
        }
        expect(countValues(index, family, set, countBits(set))).toEqual(expected);
      }
    }
  });
});
