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

/** A path, or one per connection (so each connection can be its own user). */
export type PathOf = string | ((connection: number) => string);

/**
 * `concurrency` keep-alive connections, spread over `ports` (the instances of a service), each
 * sending its path back to back for `seconds`.
 */
export async function throughput(
  ports: number | readonly number[],
  headers: Record<string, string>,
  path: PathOf,
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<{ requests: number; seconds: number }> {
  const all = typeof ports === 'number' ? [ports] : ports;
  const connections = await Promise.all(
    Array.from({ length: concurrency }, (_, at) =>
      RawConnection.open(all[at % all.length] ?? 0, headers),
    ),
  );
  let completed = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    connections.map(async (connection, at) => {
      const target = typeof path === 'string' ? path : path(at);
      while (performance.now() < deadline) {
        const status = await connection.get(target);
        if (status !== 200) throw new Error(`${target} answered ${status}`);
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
  /** The server's processes: one, or each instance of a service sharing a database. */
  children: ChildProcess[];
  ports: number[];
  path: PathOf;
}

/** CPU time the child has used so far, in microseconds. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve((reply as { cpu: number }).cpu));
    child.send('cpu');
  });
}

const cpuOfAll = async (children: ChildProcess[]) =>
  (await Promise.all(children.map(cpuOf))).reduce((sum, cpu) => sum + cpu, 0);

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
      const cpuBefore = await cpuOfAll(target.children);
      const run = await throughput(target.ports, headers, target.path, {
        concurrency,
        seconds: seconds / rounds,
      });
      total.cpu += (await cpuOfAll(target.children)) - cpuBefore;
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
