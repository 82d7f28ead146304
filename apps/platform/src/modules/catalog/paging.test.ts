import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBit, emptyBits } from './bitset';
import type { CatalogIndex } from './catalog-index';
import { pageUids } from './matching';

const ORDERS = ['popular', 'latest', 'price', 'discount'] as const;
const SORTS = ['popular', 'latest', 'price_asc', 'price_dsc', 'discount_asc', 'discount_dsc'] as const;
/** Which order each sort reads, and whether backwards. */
const READS = {
  popular: ['popular', false],
  latest: ['latest', true],
  price_asc: ['price', false],
  price_dsc: ['price', true],
  discount_asc: ['discount', false],
  discount_dsc: ['discount', true],
} as const;

/** A catalogue of `size` products whose uids are 1000 + position, each order a shuffle of the positions. */
const catalogue = fc.integer({ min: 1, max: 600 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    orders: fc.tuple(
      ...ORDERS.map(() =>
        fc.shuffledSubarray(
          Array.from({ length: size }, (_, i) => i),
          { minLength: size, maxLength: size },
        ),
      ),
    ),
    share: fc.constantFrom(0, 0.002, 0.02, 0.2, 0.9, 1),
    seed: fc.nat(),
    limit: fc.integer({ min: 1, max: 60 }),
    offset: fc.integer({ min: 0, max: 700 }),
  }),
);

describe('a page of a listing', () => {
  it('holds the matching products at its place in the sort order, however the page is found', async () => {
    await fc.assert(
      fc.asyncProperty(catalogue, async ({ size, orders, share, seed, limit, offset }) => {
        const index = {
          uids: Int32Array.from({ length: size }, (_, i) => 1000 + i),
          orders: {} as CatalogIndex['orders'],
          ranks: {} as CatalogIndex['ranks'],
        };
        ORDERS.forEach((name, o) => {
          index.orders[name] = Int32Array.from(orders[o]);
          index.ranks[name] = new Int32Array(size);
          orders[o].forEach((position, rank) => {
            index.ranks[name][position] = rank;
          });
        });
        const matching = emptyBits(size);
        let state = seed;
        for (let i = 0; i < size; i++) {
          state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
          if (state / 2 ** 31 < share) addBit(matching, i);
        }
        const matched = new Set<number>();
        for (let i = 0; i < size; i++) if ((matching[i >>> 5] >>> (i & 31)) & 1) matched.add(i);
        for (const sort of SORTS) {
          const [order, backwards] = READS[sort];
          const walk = orders[ORDERS.indexOf(order)].filter((i) => matched.has(i));
          if (backwards) walk.reverse();
          const expected = walk.slice(offset, offset + limit).map((i) => 1000 + i);
          expect(await pageUids(index, matching, sort, undefined, limit, offset)).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
