import type { EncodedBodies } from './page-cache-encodings';

/** A rendered page as the cache keeps it: the body as rendered, and compressed copies of it when compression is on. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  encoded?: EncodedBodies;
  /** Served as a hit until then; afterwards as stale (while one render refreshes it) until staleUntil. */
  freshUntil: number;
  staleUntil: number;
}

const weightOf = (key: string, page: StoredPage) =>
  page.body.byteLength +
  (page.encoded?.br?.byteLength ?? 0) +
  (page.encoded?.gzip?.byteLength ?? 0) +
  key.length * 2 +
  page.headers.reduce((sum, [n, v]) => sum + n.length + v.length, 0);

/** Least recently used pages go first once either bound is passed; pages past their stale window are dropped. */
export class PageStore {
  private readonly pages = new Map<string, { page: StoredPage; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  /** The page kept under this key, as it is, without counting as a use. */
  peek(key: string): StoredPage | undefined {
    return this.pages.get(key)?.page;
  }

  get(key: string, now: number): StoredPage | undefined {
    const held = this.pages.get(key);
    if (!held) return undefined;
    if (held.page.staleUntil <= now) {
      this.remove(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.pages.delete(key);
    this.pages.set(key, held);
    return held.page;
  }

  set(key: string, page: StoredPage): void {
    this.remove(key);
    const weight = weightOf(key, page);
    if (weight > this.maxBytes) return;
    this.pages.set(key, { page, weight });
    this.weight += weight;
    while (this.pages.size > this.maxEntries || this.weight > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
    this.weight = 0;
  }

  private remove(key: string): void {
    const held = this.pages.get(key);
    if (!held) return;
    this.weight -= held.weight;
    this.pages.delete(key);
  }
}
