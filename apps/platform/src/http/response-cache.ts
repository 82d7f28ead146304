/**
 * A small in-process LRU of serialised responses for cacheable reads (catalogue, content, theme).
 * Entries expire after their time-to-live, so several processes never serve data older than that.
 */
export interface CachedResponse {
  body: string;
  etag: string;
  expiresAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();

  constructor(private readonly maxEntries = 5000) {}

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Refresh recency: Map keeps insertion order, so re-inserting moves the key to the end.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
