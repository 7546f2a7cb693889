import { nowMillis } from './clock.js';

/**
 * A bounded map whose entries expire, for per-container memory. Time comes from the service
 * clock, so expiry is tested by moving the clock. Past `maxEntries` the oldest entries go first:
 * a flood of new keys pushes out only what is older than it, never the whole map at once.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly options: { maxEntries: number; ttlMs: number }) {}

  /** The value under `key` while it is fresh. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > nowMillis()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    // Deleting first makes the entry the newest in the map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, { value, until: nowMillis() + this.options.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key satisfies `matches`. */
  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
