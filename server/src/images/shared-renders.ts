import { LruCache } from './lru-cache';
import type { WebpBytes } from './webp-encoder';

/**
 * Rendered images by key: each is rendered once while it stays in the byte-bounded cache, and
 * requests that arrive during a render wait for that render instead of starting their own.
 * A failed render is not remembered, so a later request tries again.
 */
export class SharedRenders {
  readonly #done: LruCache<string, WebpBytes>;
  readonly #pending = new Map<string, Promise<WebpBytes>>();

  constructor(maxBytes: number) {
    this.#done = new LruCache<string, WebpBytes>(maxBytes, (body) => body.byteLength);
  }

  get cachedBytes(): number {
    return this.#done.weight;
  }

  get(key: string, render: () => Promise<WebpBytes>): Promise<WebpBytes> {
    const done = this.#done.get(key);
    if (done) return Promise.resolve(done);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const started = Promise.resolve()
      .then(render)
      .then((body) => {
        this.#done.set(key, body);
        return body;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, started);
    return started;
  }
}
