/** Thrown when every render slot is busy and the waiting line is full: answer 503. */
export class RenderQueueFull extends Error {
  constructor() {
    super('the image render queue is full');
    this.name = 'RenderQueueFull';
  }
}

export interface RenderQueueOptions {
  /** Renders at once. Each sharp render holds a libuv worker thread for its whole length. */
  readonly concurrency: number;
  /** Renders that may wait for a slot; one more is refused rather than queued. */
  readonly maxWaiting: number;
}

/**
 * Runs at most `concurrency` renders at once and lets at most `maxWaiting` wait, in arrival
 * order. Leaving threads free keeps file reads and compression, which share libuv's pool, from
 * queueing behind a burst of renders; bounding the line keeps a flood of distinct sizes from
 * holding memory and answering minutes late. A render whose signal aborts while it waits is
 * dropped without running.
 */
export class RenderQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly options: RenderQueueOptions) {}

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.#running >= this.options.concurrency) await this.#wait(signal);
    this.#running += 1;
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }

  #wait(signal: AbortSignal | undefined): Promise<void> {
    if (this.#waiting.length >= this.options.maxWaiting) throw new RenderQueueFull();
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', drop);
        resolve();
      };
      const drop = () => {
        this.#waiting.splice(this.#waiting.indexOf(start), 1);
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', drop, { once: true });
      this.#waiting.push(start);
    });
  }
}
