import { start, stop } from './children';
import { percentile, timedGet } from './probes';

/** Distinct C1 pages (no two alike, so none is a reused answer), every period. */
const paths = Array.from({ length: 240 }, (_, i) => {
  const date = ['', 'Daily', 'Weekly', 'Monthly'][i % 4] ?? '';
  return `/api/camera/v1/package?userId=c1&date=${date}&pageNumber=${1 + Math.floor(i / 4)}`;
});

/**
 * C1's p95 on two databases, one service each, the requests alternating between them so both
 * meet the same machine load.
 */
export async function compareC1(
  dbPaths: [string, string],
  apiKey: string,
): Promise<[number, number]> {
  const services = await Promise.all(
    dbPaths.map((path) => start<{ port: number }>('./service-child.ts', [path, apiKey])),
  );
  const latencies: [number[], number[]] = [[], []];
  for (const [index, path] of paths.entries()) {
    for (const [which, [, { port }]] of services.entries()) {
      // A warm-up on pages never measured moves the period windows and fills the page cache.
      if (index < 8) await timedGet(port, `${path}&limit=7`, apiKey);
      else latencies[which]?.push((await timedGet(port, path, apiKey))[0]);
    }
  }
  await Promise.all(services.map(([child]) => stop(child)));
  return [percentile(latencies[0], 95), percentile(latencies[1], 95)];
}
