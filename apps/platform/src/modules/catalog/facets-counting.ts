import { type Bits, countBoth } from './bitset';
import type { CatalogIndex } from './catalog-index';

/** Facet families counted value by value from the index. */
export const COUNTED = [
  'department',
  'category',
  'brand',
  'gender',
  'color',
  'discount',
  'rating',
  'tags',
  'sizes',
] as const;
export type Counted = (typeof COUNTED)[number];

/** A family's values and, for each product, the numbers of the values it has (`ids[starts[i]…starts[i+1]]`). */
interface ValuesByProduct {
  keys: string[];
  sets: Bits[];
  starts: Int32Array;
  ids: Int32Array;
}

/** What counting needs of the catalogue index: its size and the products of each family's values. */
type Families = Pick<CatalogIndex, 'size' | Counted>;

const byProduct = new WeakMap<Families, Map<Counted, ValuesByProduct>>();

function valuesByProduct(index: Families, family: Counted): ValuesByProduct {
  let families = byProduct.get(index);
  if (!families) {
    families = new Map();
    byProduct.set(index, families);
  }
  let values = families.get(family);
  if (!values) {
    const keys = [...index[family].keys()];
    const sets = [...index[family].values()];
    const starts = new Int32Array(index.size + 1);
    for (const set of sets) {
      eachPosition(set, (i) => {
        starts[i + 1]++;
      });
    }
    for (let i = 0; i < index.size; i++) starts[i + 1] += starts[i];
    const ids = new Int32Array(starts[index.size]);
    const filled = starts.slice(0, index.size);
    sets.forEach((set, id) => {
      eachPosition(set, (i) => {
        ids[filled[i]++] = id;
      });
    });
    values = { keys, sets, starts, ids };
    families.set(family, values);
  }
  return values;
}

function eachPosition(set: Bits, visit: (i: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let word = set[w];
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/**
 * Products of the set (of `size` products) per value of the family; values without products are left out, as
 * GROUP BY would. A set of few products is counted product by product, a large one value by value.
 */
export function countValues(index: Families, family: Counted, set: Bits, size: number): Map<string, number> {
  const values = valuesByProduct(index, family);
  const counts = new Int32Array(values.keys.length);
  // Counting by value costs a pass over the set's words per value; by product, a few steps per product.
  if (size * 4 < values.keys.length * set.length) {
    const { starts, ids } = values;
    for (let w = 0; w < set.length; w++) {
      let word = set[w];
      while (word !== 0) {
        const low = word & -word;
        const i = (w << 5) + 31 - Math.clz32(low);
        for (let k = starts[i]; k < starts[i + 1]; k++) counts[ids[k]]++;
        word ^= low;
      }
    }
  } else {
    values.sets.forEach((bits, id) => {
      counts[id] = countBoth(bits, set);
    });
  }
  const out = new Map<string, number>();
  values.keys.forEach((key, id) => {
    if (counts[id] > 0) out.set(key, counts[id]);
  });
  return out;
}
