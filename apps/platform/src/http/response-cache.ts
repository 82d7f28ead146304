import type { ChangeTopic } from './change-feed';

/**
 * A small in-process LRU of serialised responses for cacheable reads (catalogue, content, theme).
 * Entries expire after their time-to-live, so several processes never serve data older than that.
 */
export interface CachedResponse {
  /** The JSON, as text or as its UTF-8 bytes. */
  body: string | Buffer;
  etag: string;
  expiresAt: number;
  /** The change that makes it stale, if any besides a theme save. */
  changesWith?: ChangeTopic;
  /** The body parsed, frozen (frozenJson), when known: callers in this process take it instead. */
  value?: unknown;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  /** Bounded both by entries and by the characters (or bytes) of the bodies held (listing pages weigh ~75 kB each). */
  constructor(
    private readonly maxEntries = 5000,
    private readonly maxChars = 64 * 1024 * 1024,
  ) {}

  private remove(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.body.length;
    this.entries.delete(key);
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.remove(key);
      return undefined;
    }
    // Refresh recency: Map keeps insertion order, so re-inserting moves the key to the end.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, value: CachedResponse): void {
    this.remove(key);
    this.entries.set(key, value);
    this.bytes += value.body.length;
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxChars && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** Drops every response, or only those that a change of `topic` makes stale. */
  clear(topic?: ChangeTopic): void {
    if (!topic) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) if (entry.changesWith === topic) this.remove(key);
  }
}
