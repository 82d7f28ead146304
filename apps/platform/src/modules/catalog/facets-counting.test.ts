import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBit, type Bits, countBits, countBoth, emptyBits, hasBit } from './bitset';
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

/** Counting the plain way: each value's products in the set, one by one. */
function countedOneByOne(map: Map<string, Bits>, set: Bits, size: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const [key, bits] of map) {
    let n = 0;
    for (let i = 0; i < size; i++) if (hasBit(bits, i) && hasBit(set, i)) n++;
    if (n > 0) out.set(key, n);
  }
  return out;
}

describe('facet counting, whichever way it goes', () => {
  it('gives what counting product by product gives, for any catalogue and any set', () => {
    const catalogue = fc.integer({ min: 1, max: 700 }).chain((size) =>
      fc.record({
        size: fc.constant(size),
        // Each product's brand (one of a few) and its tags (any of a few, possibly none).
        brands: fc.array(fc.nat(5), { minLength: size, maxLength: size }),
        tags: fc.array(fc.subarray(['new', 'sale', 'eco', 'gift']), { minLength: size, maxLength: size }),
        // How the set is drawn: its share of the catalogue, from none to every product.
        share: fc.constantFrom(0, 0.01, 0.3, 0.5, 0.7, 0.99, 1),
        seed: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(catalogue, ({ size, brands, tags, share, seed }) => {
        const maps = Object.fromEntries(COUNTED.map((family) => [family, new Map<string, Bits>()])) as Record<
          (typeof COUNTED)[number],
          Map<string, Bits>
        >;
        const add = (map: Map<string, Bits>, key: string, i: number) => {
          if (!map.has(key)) map.set(key, emptyBits(size));
          addBit(map.get(key) as Bits, i);
        };
        brands.forEach((brand, i) => {
          add(maps.brand, `brand-${brand}`, i);
        });
        tags.forEach((list, i) => {
          for (const tag of list) add(maps.tags, tag, i);
        });
        const index = { size, ...maps };
        const set = emptyBits(size);
        let state = seed;
        for (let i = 0; i < size; i++) {
          state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
          if (state / 2 ** 31 < share) addBit(set, i);
        }
        const n = countBits(set);
        for (const family of ['brand', 'tags', 'color'] as const) {
          expect(countValues(index, family, set, n)).toEqual(countedOneByOne(maps[family], set, size));
        }
      }),
      { numRuns: 300 },
    );
  });
});
