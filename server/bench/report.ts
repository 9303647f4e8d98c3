import { availableParallelism, loadavg } from 'node:os';
import type { Latency } from './measure';

/** The machine's load average, so a reader can tell how noisy the figures above it are. */
export function loadLine(): string {
  const load = loadavg().map((n) => n.toFixed(1));
  return `machine load average ${load.join(', ')} (1, 5, 15 min) on ${availableParallelism()} cores`;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const row = (stats: Latency) => ({ p50: ms(stats.p50), p95: ms(stats.p95), max: ms(stats.max) });

export function reportSearch(http: Latency, cold: Latency, cpu: Latency): void {
  console.log(
    `\nM1 search, ${http.count} queries sent one at a time over HTTP ` +
      `(${cold.count} distinct; a repeat is answered from the result cache)`,
  );
  console.table({
    'over HTTP, all queries': row(http),
    'over HTTP, first time seen': row(cold),
    'search repo alone, CPU time': row(cpu),
  });
  console.log(`M1 p95 over HTTP ${http.p95 <= 10 ? '≤ 10 ms: goal met' : '> 10 ms: goal MISSED'}`);
  console.log(loadLine());
}

export interface Run {
  name: string;
  rps: number;
  cpuPerRequest: number;
}

export function reportThroughput(title: string, bare: Run, runs: Run[], service: Run): void {
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      runs.map((run) => [
        run.name,
        {
          'requests/s': Math.round(run.rps),
          'server CPU µs/request': Number(run.cpuPerRequest.toFixed(1)),
          'vs bare': `${((run.rps / bare.rps) * 100).toFixed(1)} %`,
        },
      ]),
    ),
  );
  const ratio = service.rps / bare.rps;
  const verdict = ratio >= 0.5 ? '≥ 50 %: goal met' : '< 50 %: goal MISSED';
  console.log(`M3 / bare = ${(ratio * 100).toFixed(1)} % of requests/s (${verdict})`);
  const cpu = (bare.cpuPerRequest / service.cpuPerRequest) * 100;
  console.log(`bare / M3 server CPU per request = ${cpu.toFixed(1)} %`);
  console.log(loadLine());
}

export interface EngineFigures {
  engine: string;
  m1: Latency;
  bare: Run;
  one: Run;
  two: Run;
}

/** The figures of each engine's run in one table, every M3 figure beside its own bare run. */
export function reportSideBySide(figures: EngineFigures[]): void {
  const share = (run: Run, bare: Run) =>
    `${Math.round(run.rps)} (${((run.rps / bare.rps) * 100).toFixed(1)} % of bare)`;
  console.log('\nSide by side (each engine against bare node:http measured in its own run)');
  console.table(
    Object.fromEntries(
      figures.map(({ engine, m1, bare, one, two }) => [
        engine,
        {
          'M1 p50': ms(m1.p50),
          'M1 p95': ms(m1.p95),
          'bare node:http req/s': Math.round(bare.rps),
          'M3 req/s, 1 instance': share(one, bare),
          'M3 req/s, 2 instances': share(two, bare),
          'M3 CPU µs/req (1)': Number(one.cpuPerRequest.toFixed(1)),
        },
      ]),
    ),
  );
  console.log(loadLine());
}
