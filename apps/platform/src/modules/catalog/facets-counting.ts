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

/**
 * Every counted family's values, numbered one after another across families (`first[family]` is the number of
 * a family's first value), and for each product the numbers of the values it has (`ids[starts[i]…starts[i+1]]`).
 * `totals` counts each value over every product, so a set's counts can be had from the products outside it.
 */
interface ValuesByProduct {
  keys: string[];
  sets: Bits[];
  first: Map<Counted, number>;
  starts: Int32Array;
  ids: Int32Array;
  totals: Int32Array;
}

/** What counting needs of the catalogue index: its size and the products of each family's values. */
type Families = Pick<CatalogIndex, 'size' | Counted>;

const byProduct = new WeakMap<Families, ValuesByProduct>();
/** Counts of every value over a set, kept while the set lives: a listing's families mostly share one set. */
const countedSets = new WeakMap<Families, WeakMap<Bits, Int32Array>>();

function valuesByProduct(index: Families): ValuesByProduct {
  let values = byProduct.get(index);
  if (values) return values;
  const keys: string[] = [];
  const sets: Bits[] = [];
  const first = new Map<Counted, number>();
  for (const family of COUNTED) {
    first.set(family, keys.length);
    for (const [key, set] of index[family]) {
      keys.push(key);
      sets.push(set);
    }
  }
  const starts = new Int32Array(index.size + 1);
  const totals = new Int32Array(keys.length);
  sets.forEach((set, id) => {
    eachPosition(set, (i) => {
      starts[i + 1]++;
      totals[id]++;
    });
  });
  for (let i = 0; i < index.size; i++) starts[i + 1] += starts[i];
  const ids = new Int32Array(starts[index.size]);
  const filled = starts.slice(0, index.size);
  sets.forEach((set, id) => {
    eachPosition(set, (i) => {
      ids[filled[i]++] = id;
    });
  });
  values = { keys, sets, first, starts, ids, totals };
  byProduct.set(index, values);
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
 * Counts of every value over the set (of `size` of the catalogue's `products`), visiting the products of the set
 * or, when fewer, the products outside it, whose counts are taken off the totals.
 */
function countByProduct(values: ValuesByProduct, set: Bits, size: number, products: number): Int32Array {
  const { starts, ids } = values;
  const outside = size * 2 > products;
  const counts = outside ? values.totals.slice() : new Int32Array(values.keys.length);
  const step = outside ? -1 : 1;
  const tail = products & 31;
  for (let w = 0; w < set.length; w++) {
    let word = outside ? ~set[w] : set[w];
    // Outside the set, but not past the last product.
    if (outside && w === set.length - 1 && tail !== 0) word &= (1 << tail) - 1;
    while (word !== 0) {
      const low = word & -word;
      const i = (w << 5) + 31 - Math.clz32(low);
      for (let k = starts[i]; k < starts[i + 1]; k++) counts[ids[k]] += step;
      word ^= low;
    }
  }
  return counts;
}

/**
 * Products of the set (of `size` products, the set not changing afterwards) per value of the family; values
 * without products are left out, as GROUP BY would. The set is counted product by product (every family at once,
 * kept for the next family counted over the same set) when that visits fewer products than counting value by value
 * would visit words.
 */
export function countValues(index: Families, family: Counted, set: Bits, size: number): Map<string, number> {
  const values = valuesByProduct(index);
  const from = values.first.get(family) ?? 0;
  const to = from + index[family].size;
  let kept = countedSets.get(index);
  if (!kept) {
    kept = new WeakMap();
    countedSets.set(index, kept);
  }
  let counts = kept.get(set);
  if (!counts) {
    const visited = Math.min(size, index.size - size);
    const perProduct = values.ids.length / Math.max(1, index.size) + 2;
    if (visited * perProduct + set.length <= (to - from) * set.length) {
      counts = countByProduct(values, set, size, index.size);
      kept.set(set, counts);
    } else {
      counts = new Int32Array(values.keys.length);
      for (let id = from; id < to; id++) counts[id] = countBoth(values.sets[id], set);
    }
  }
  const out = new Map<string, number>();
  for (let id = from; id < to; id++) if (counts[id] > 0) out.set(values.keys[id], counts[id]);
  return out;
}
