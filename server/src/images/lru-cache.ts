/**
 * Least-recently-used map bounded by total weight (Map keeps insertion order). Each entry weighs
 * 1 unless `weigh` says otherwise, so by default the capacity counts entries.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #total = 0;

  constructor(
    readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The summed weight of the entries held. */
  get weight(): number {
    return this.#total;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    // An entry heavier than the whole cache would only push everything else out.
    if (weight > this.capacity) return;
    this.#entries.set(key, { value, weight });
    this.#total += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#total <= this.capacity) break;
      this.#entries.delete(oldest);
      this.#total -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#total -= entry.weight;
  }
}
