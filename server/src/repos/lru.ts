/** A small least-recently-used map: Map keeps insertion order, so the first key is the oldest. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  // Re-inserting the newest key changes nothing; skipping that spares two Map writes when one
  // key is read over and over (a hot pack).
  private newest: K | undefined;

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined && key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, value);
      this.newest = key;
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** The keys, least recently used first (for tests). */
  keys(): K[] {
    return [...this.entries.keys()];
  }
}
