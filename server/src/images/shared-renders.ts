import { LRUCache } from 'lru-cache';
import type { WebpBytes } from './webp-encoder';

/** Produces an image; `signal` aborts once no client wants it any more. */
export type Render = (signal: AbortSignal) => Promise<WebpBytes>;

interface Pending {
  readonly answer: Promise<WebpBytes>;
  readonly abandoned: AbortController;
  clients: number;
}

/**
 * Rendered images by key: each is rendered once while it stays in the byte-bounded cache, and
 * requests that arrive during a render wait for that render instead of starting their own.
 * When every client of a render has gone (its request aborted), the render's signal aborts, so
 * a render still waiting for its turn is dropped. A failed render is not remembered, so a later
 * request tries again.
 */
export class SharedRenders {
  readonly #done: LRUCache<string, WebpBytes>;
  readonly #pending = new Map<string, Pending>();

  constructor(maxBytes: number) {
    // lru-cache wants a positive size; an image heavier than the whole cache is not kept.
    this.#done = new LRUCache<string, WebpBytes>({
      maxSize: maxBytes,
      sizeCalculation: (body) => Math.max(1, body.byteLength),
    });
  }

  get cachedBytes(): number {
    return this.#done.calculatedSize;
  }

  get(key: string, render: Render, client?: AbortSignal): Promise<WebpBytes> {
    const done = this.#done.get(key);
    if (done) return Promise.resolve(done);
    const current = this.#pending.get(key);
    // An abandoned render is about to fail with its clients' abort: a newcomer starts afresh.
    const pending =
      current && !current.abandoned.signal.aborted ? current : this.#start(key, render);
    pending.clients += 1;
    client?.addEventListener('abort', () => this.#leave(pending, client), { once: true });
    if (client?.aborted) this.#leave(pending, client);
    return pending.answer;
  }

  #start(key: string, render: Render): Pending {
    const abandoned = new AbortController();
    const answer = Promise.resolve()
      .then(() => render(abandoned.signal))
      .then((body) => {
        this.#done.set(key, body);
        return body;
      })
      .finally(() => {
        if (this.#pending.get(key) === pending) this.#pending.delete(key);
      });
    const pending: Pending = { answer, abandoned, clients: 0 };
    this.#pending.set(key, pending);
    return pending;
  }

  #leave(pending: Pending, client: AbortSignal): void {
    pending.clients -= 1;
    if (pending.clients === 0) pending.abandoned.abort(client.reason);
  }
}
