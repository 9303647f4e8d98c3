/**
 * Runs at most `limit` tasks at once, the rest in arrival order. Each sharp render holds a libuv
 * worker thread for its whole length; leaving threads free keeps file reads and compression,
 * which share that pool, from queueing behind a burst of renders.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
