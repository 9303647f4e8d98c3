import { LRUCache } from 'lru-cache';

/** A least-recently-used map of at most `capacity` entries, over lru-cache. */
export class Lru<K extends string | number, V extends object | string | number> {
  private readonly entries: LRUCache<K, V>;

  constructor(capacity: number) {
    this.entries = new LRUCache<K, V>({ max: capacity });
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.set(key, value);
  }

  /** The keys, least recently used first (for tests). */
  keys(): K[] {
    return [...this.entries.rkeys()];
  }
}
