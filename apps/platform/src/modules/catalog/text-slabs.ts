/**
 * Append-only bytes of ASCII texts, in large slabs outside the JS heap: a hundred thousand items' texts then cost
 * the garbage collector nothing to walk, and are copied into a response without being converted.
 */
export class TextSlabs {
  readonly slabs: Buffer[] = [];
  private used: number;

  constructor(private readonly slabBytes: number) {
    this.used = slabBytes;
  }

  /** Stores the text; gives the slab number and the offset in it. */
  append(text: string): [number, number] {
    if (text.length > this.slabBytes)
      throw new Error(`Listing item text of ${text.length} bytes is too long`);
    if (this.used + text.length > this.slabBytes) {
      this.slabs.push(Buffer.allocUnsafeSlow(this.slabBytes));
      this.used = 0;
    }
    const at = this.used;
    this.slabs[this.slabs.length - 1].write(text, at, 'latin1');
    this.used += text.length;
    return [this.slabs.length - 1, at];
  }
}

/** A growable list of whole numbers in a typed array. */
export class Numbers {
  data = new Int32Array(1024);
  length = 0;

  push(a: number, b: number, c: number): void {
    if (this.length + 3 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = a;
    this.data[this.length++] = b;
    this.data[this.length++] = c;
  }
}
