import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { RawConnection } from './raw-client';

export interface Latency {
  p50: number;
  p95: number;
  max: number;
  count: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

export function summarize(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    count: sorted.length,
  };
}

/** Sends the paths one after another on one connection; each latency in milliseconds. */
export async function sequentialLatency(
  port: number,
  headers: Record<string, string>,
  paths: readonly string[],
): Promise<number[]> {
  const connection = await RawConnection.open(port, headers);
  const times: number[] = [];
  for (const path of paths) {
    const start = performance.now();
    const status = await connection.get(path);
    times.push(performance.now() - start);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
  }
  connection.close();
  return times;
}

/** `concurrency` keep-alive connections each sending `path` back to back for `seconds`. */
export async function throughput(
  port: number,
  headers: Record<string, string>,
  path: string,
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<{ requests: number; seconds: number }> {
  const connections = await Promise.all(
    Array.from({ length: concurrency }, () => RawConnection.open(port, headers)),
  );
  let completed = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    connections.map(async (connection) => {
      while (performance.now() < deadline) {
        const status = await connection.get(path);
        if (status !== 200) throw new Error(`${path} answered ${status}`);
        completed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  connections.forEach((connection) => connection.close());
  return { requests: completed, seconds: elapsed };
}

export interface Target {
  name: string;
  child: ChildProcess;
  port: number;
  path: string;
}

/** CPU time the child has used so far, in microseconds. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve((reply as { cpu: number }).cpu));
    child.send('cpu');
  });
}

/**
 * Loads the targets in alternating short rounds, so a change in the machine's background load
 * hits them alike; reports requests/s and the server's CPU time per request.
 */
export async function compareThroughput(
  targets: Target[],
  headers: Record<string, string>,
  { concurrency, seconds, rounds }: { concurrency: number; seconds: number; rounds: number },
) {
  const totals = targets.map(() => ({ requests: 0, seconds: 0, cpu: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
    for (const index of order) {
      const target = targets[index];
      const total = totals[index];
      if (!target || !total) continue;
      const cpuBefore = await cpuOf(target.child);
      const run = await throughput(target.port, headers, target.path, {
        concurrency,
        seconds: seconds / rounds,
      });
      total.cpu += (await cpuOf(target.child)) - cpuBefore;
      total.requests += run.requests;
      total.seconds += run.seconds;
    }
  }
  return targets.map((target, index) => {
    const {
      requests,
      seconds: elapsed,
      cpu,
    } = totals[index] ?? { requests: 0, seconds: 1, cpu: 0 };
    return { name: target.name, rps: requests / elapsed, cpuPerRequest: cpu / requests };
  });
}
