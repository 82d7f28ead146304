/** Sets of product positions (0 … size-1) as packed bits: cheap to intersect and count for facets. */
export type Bits = Uint32Array;

export const emptyBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

export function addBit(bits: Bits, i: number): void {
  bits[i >>> 5] |= 1 << (i & 31);
}

export const hasBit = (bits: Bits, i: number): boolean => ((bits[i >>> 5] >>> (i & 31)) & 1) === 1;

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) n += popcount(bits[w]);
  return n;
}

/** How many positions both sets hold. */
export function countBoth(a: Bits, b: Bits): number {
  let n = 0;
  for (let w = 0; w < a.length; w++) {
    const x = a[w] & b[w];
    if (x !== 0) n += popcount(x);
  }
  return n;
}

/** The intersection of the sets, as a new set. */
export function intersect(sets: Bits[], size: number): Bits {
  if (sets.length === 0) return emptyBits(size);
  const out = sets[0].slice();
  for (let s = 1; s < sets.length; s++) {
    const other = sets[s];
    for (let w = 0; w < out.length; w++) out[w] &= other[w];
  }
  return out;
}

/** The union of the sets, as a new set. */
export function union(sets: Bits[], size: number): Bits {
  const out = emptyBits(size);
  for (const set of sets) for (let w = 0; w < out.length; w++) out[w] |= set[w];
  return out;
}

/** Positions whose value passes the test. */
export function bitsWhere(size: number, test: (i: number) => boolean): Bits {
  const out = emptyBits(size);
  for (let i = 0; i < size; i++) if (test(i)) addBit(out, i);
  return out;
}

/** Calls `visit` with each position held by both sets, in ascending order. */
export function forEachInBoth(a: Bits, b: Bits, visit: (i: number) => void): void {
  for (let w = 0; w < a.length; w++) {
    let word = a[w] & b[w];
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** Calls `visit` with each position of the set, in ascending order. */
export function forEachIn(set: Bits, visit: (i: number) => void): void {
  forEachInBoth(set, set, visit);
}
