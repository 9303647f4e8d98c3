import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

const CHECK_EVERY_MS = 50;
export const BLOCKED_LOG_MS = 200;

/**
 * Watches the event loop: the histogram measures its delay (for benchmarks), and the log says
 * when a check came over BLOCKED_LOG_MS late, i.e. something held the loop that long.
 */
export function startLoopMonitor(log: (message: string) => void): {
  delay: IntervalHistogram;
  stop(): void;
} {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let expected = performance.now() + CHECK_EVERY_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - expected;
    if (late > BLOCKED_LOG_MS) log(`event loop blocked for ${Math.round(late)} ms`);
    expected = now + CHECK_EVERY_MS;
  }, CHECK_EVERY_MS).unref();
  return {
    delay,
    stop() {
      clearInterval(timer);
      delay.disable();
    },
  };
}
