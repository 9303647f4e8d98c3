// When a page's main thread goes quiet: the first moment at or after FCP from which it runs no
// long task (50 ms or more, as Lighthouse's TBT and TTI count them) for QUIET_WINDOW_MS. It is
// the main-thread half of Lighthouse's TTI: TTI also waits for the network (at most two requests
// in flight), which measures when a page's images finish, not when it can answer a tap. Read from
// the trace Lighthouse recorded, without Lighthouse's own tasks (it polls the page for long tasks
// while it waits for it to go idle, and a slowed CPU makes those long too); the time after the
// last long task counts as quiet however long the trace goes on, since Lighthouse stops
// recording only once the page is idle.
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

export const LONG_TASK_MS = 50;
export const QUIET_WINDOW_MS = 5000;

/**
 * @param {{ start: number, end: number }[]} longTasks ms since navigation start
 * @param {number} fcpMs
 */
export function mainThreadQuietMs(longTasks, fcpMs, windowMs = QUIET_WINDOW_MS) {
  let quietFrom = fcpMs;
  for (const task of [...longTasks].sort((a, b) => a.start - b.start)) {
    if (task.end <= quietFrom) continue;
    if (task.start >= quietFrom + windowMs) break;
    quietFrom = task.end;
  }
  return quietFrom;
}

/** Where Lighthouse's evaluations in the page come from (its `sourceURL`). */
const LIGHTHOUSE_SCRIPT = '_lighthouse-eval.js';

/** The page's top-level main-thread tasks of LONG_TASK_MS or more, in ms since navigation start. */
export async function longTasksOf(trace) {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() });
  const lighthouses = (task) =>
    task.attributableURLs.length > 0 &&
    task.attributableURLs.every((url) => url === LIGHTHOUSE_SCRIPT);
  return tasks
    .filter((task) => !task.parent && task.duration >= LONG_TASK_MS && !lighthouses(task))
    .map((task) => ({ start: task.startTime, end: task.endTime }));
}

/**
 * Lighthouse's sum of blocking time (each long task's time beyond 50 ms) from `fromMs` until the
 * main thread is quiet: Lighthouse's TBT ends at TTI, which a busy machine often never reaches.
 */
export function blockingMs(longTasks, fromMs, quietMs) {
  const events = longTasks.map((task) => ({ ...task, duration: task.end - task.start }));
  return Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(events, fromMs, quietMs);
}
