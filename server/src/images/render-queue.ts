import PQueue from 'p-queue';

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
 * Runs at most `concurrency` renders at once (p-queue) and lets at most `maxWaiting` wait, in
 * arrival order. Leaving threads free keeps file reads and compression, which share libuv's pool,
 * from queueing behind a burst of renders; bounding the line keeps a flood of distinct sizes from
 * holding memory and answering minutes late. A render whose signal aborts while it waits is
 * dropped without running; one already running keeps its slot until it ends.
 */
export class RenderQueue {
  readonly #queue: PQueue;

  constructor(private readonly options: RenderQueueOptions) {
    this.#queue = new PQueue({ concurrency: options.concurrency });
  }

  get waiting(): number {
    return this.#queue.size;
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const full =
      this.#queue.pending >= this.options.concurrency &&
      this.#queue.size >= this.options.maxWaiting;
    if (full) throw new RenderQueueFull();
    // p-queue lets go of a running task whose signal aborts, freeing its slot while the render
    // goes on; so the client's abort reaches p-queue only while the task waits.
    const whileWaiting = new AbortController();
    const drop = () => whileWaiting.abort(signal?.reason);
    signal?.addEventListener('abort', drop, { once: true });
    return this.#queue.add(
      () => {
        signal?.removeEventListener('abort', drop);
        return task();
      },
      { signal: whileWaiting.signal },
    );
  }
}
