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

/**
 * A column of texts (or nulls) kept as UTF-8 in one buffer outside the JS heap, read back by number: a hundred
 * thousand product names held as strings are as many objects for every full garbage collection to mark.
 */
export class TextColumn<T extends string | null = string> {
  private constructor(
    private readonly bytes: Buffer,
    /** Text i is `bytes[offsets[i]…offsets[i + 1]]`. */
    private readonly offsets: Int32Array,
    /** 1 where the text is null; absent when none is. */
    private readonly nulls: Uint8Array | undefined,
  ) {}

  static of<T extends string | null>(texts: readonly T[]): TextColumn<T> {
    let total = 0;
    let anyNull = false;
    for (const text of texts) {
      if (text === null) anyNull = true;
      else total += Buffer.byteLength(text, 'utf8');
    }
    const bytes = Buffer.allocUnsafeSlow(total);
    const offsets = new Int32Array(texts.length + 1);
    const nulls = anyNull ? new Uint8Array(texts.length) : undefined;
    let at = 0;
    texts.forEach((text, i) => {
      if (text === null) (nulls as Uint8Array)[i] = 1;
      else at += bytes.write(text, at, 'utf8');
      offsets[i + 1] = at;
    });
    return new TextColumn<T>(bytes, offsets, nulls);
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  get(i: number): T {
    if (this.nulls?.[i]) return null as T;
    return this.bytes.toString('utf8', this.offsets[i], this.offsets[i + 1]) as T;
  }
}
