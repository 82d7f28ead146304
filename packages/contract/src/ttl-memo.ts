/**
 * Values kept for a while by key, as promises, so concurrent callers share one load. A failed load is not kept,
 * so the next call tries again. With `maxEntries`, the oldest entry goes first when full.
 */
export class TtlMemo<T = unknown> {
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();

  constructor(private readonly options: { ttlMs: number; maxEntries?: number; now?: () => number }) {}

  /** The live value kept for the key, if any. */
  peek<V extends T>(key: string): Promise<V> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.until > this.now() ? (hit.value as Promise<V>) : undefined;
  }

  /** The kept value, or `load()`'s, kept for `ttlMs` (the memo's own unless given). */
  get<V extends T>(key: string, load: () => Promise<V>, ttlMs = this.options.ttlMs): Promise<V> {
    return this.peek<V>(key) ?? this.put(key, load(), ttlMs);
  }

  /** Keeps the value for the key (dropped if it fails) and returns it. */
  put<V extends T>(key: string, value: Promise<V>, ttlMs = this.options.ttlMs): Promise<V> {
    this.entries.delete(key);
    this.entries.set(key, { until: this.now() + ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    const { maxEntries } = this.options;
    if (maxEntries !== undefined && this.entries.size > maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
