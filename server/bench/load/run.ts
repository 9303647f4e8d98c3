import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/open-database';
import { seedSyntheticCatalogue } from '../synthetic-catalogue';
import { addEvents } from './events';
import { percentile, probeHealth, sequential } from './probes';

/**
 * npm run bench:load: the service under 100 connections for 60 s of mixed 70/30 reads/writes on
 * a database with 1 million download/use events, on loopback; C1's p95 at 10k and 1M events.
 * Exits 1 when a target is missed. LOAD_SECONDS and LOAD_EVENTS shorten a trial run.
 */
const API_KEY = 'load-key';
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const EVENTS = Number(process.env.LOAD_EVENTS ?? 1_000_000);
const CONNECTIONS = 100;
const TARGETS = { p99: 100, healthP99: 50, loopP99: 50, c1Ratio: 1.5 };

const children: ChildProcess[] = [];
// LOAD_CPU_PROF=dir writes the service's CPU profile there (node --cpu-prof).
const PROFILE = process.env.LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`] : [];
function start<T>(file: string, args: string[]): Promise<[ChildProcess, T]> {
  const child = fork(new URL(file, import.meta.url), args, { execArgv: ['--import', 'tsx', ...PROFILE] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve([child, reply as T]));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}
const ask = <T>(child: ChildProcess, message: unknown): Promise<T> =>
  new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as T));
    child.send(message as object);
  });
async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
}

const C1_PATHS = Array.from({ length: 200 }, (_, i) => {
  const date = ['', 'Daily', 'Weekly', 'Monthly'][i % 4] ?? '';
  return `/api/camera/v1/package?userId=c1-${i}&date=${date}&pageNumber=${1 + (i % 3)}`;
});

async function c1P95(dbPath: string): Promise<number> {
  const [service, { port }] = await start<{ port: number }>('./service-child.ts', [dbPath, API_KEY]);
  const latencies = await sequential(port, C1_PATHS, API_KEY);
  await stop(service);
  return percentile(latencies, 95);
}

const load = () => loadavg().map((n) => n.toFixed(2)).join(', ');
const dir = mkdtempSync(join(tmpdir(), 'sticker-load-'));
let failed = false;
try {
  const dbPath = join(dir, 'load.db');
  const db = openDatabase(dbPath);
  const { vocabulary } = seedSyntheticCatalogue(db);
  const words = Object.values(vocabulary).flat();
  const now = Date.now();
  addEvents(db, 10_000, now, 1);
  db.close();
  const c1Small = await c1P95(dbPath);
  const big = openDatabase(dbPath);
  addEvents(big, EVENTS - 10_000, now, 2);
  big.pragma('wal_checkpoint(TRUNCATE)');
  big.close();
  const c1Big = await c1P95(dbPath);
  console.log(`C1 p95: ${c1Small.toFixed(1)} ms at 10k events, ${c1Big.toFixed(1)} ms at ${EVENTS} events`);

  const [service, { port }] = await start<{ port: number }>('./service-child.ts', [dbPath, API_KEY]);
  console.log(`Load before the run: ${load()} (2 cores)`);
  service.send('reset');
  const health = probeHealth(port, API_KEY);
  const [driver] = await Promise.all([
    (async () => {
      const child = fork(new URL('./driver-child.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
      children.push(child);
      return ask<Record<string, number>>(child, { port, apiKey: API_KEY, words, seconds: SECONDS, connections: CONNECTIONS });
    })(),
  ]);
  const probed = await health.stop();
  const { loop, blocked } = await ask<{ loop: Record<string, number>; blocked: string[] }>(service, 'loop');
  await stop(service);
  const errors = (driver.errors ?? 0) + (driver.timeouts ?? 0) + (driver.non2xx ?? 0) + probed.failures;
  const figures = {
    requests: driver.requests,
    'req/s': driver.rps,
    errors,
    'p50 ms': driver.p50,
    'p99 ms': driver.p99,
    'max ms': driver.max,
    'health p99 ms': percentile(probed.latencies, 99),
    'health max ms': Math.max(...probed.latencies),
    'loop delay p99 ms': loop.p99,
    'loop delay max ms': loop.max,
    'C1 p95 ratio': c1Big / c1Small,
  };
  console.log(`Load after the run: ${load()}`);
  console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value: Number(Number(value).toFixed(2)) })));
  if (blocked.length) console.log(`Event loop: ${blocked.length} blocks over 200 ms:`, blocked.slice(0, 5));
  const misses = [
    errors > 0 && `${errors} errors`,
    (driver.p99 ?? Infinity) > TARGETS.p99 && `p99 over ${TARGETS.p99} ms`,
    figures['health p99 ms'] > TARGETS.healthP99 && `health p99 over ${TARGETS.healthP99} ms`,
    (loop.p99 ?? Infinity) > TARGETS.loopP99 && `loop delay p99 over ${TARGETS.loopP99} ms`,
    (Math.max(c1Big, c1Small) / Math.min(c1Big, c1Small)) > TARGETS.c1Ratio && `C1 p95s more than ${TARGETS.c1Ratio}x apart`,
  ].filter(Boolean);
  failed = misses.length > 0;
  console.log(failed ? `MISSED: ${misses.join('; ')}` : 'All targets met.');
} finally {
  for (const child of children) if (child.connected) child.disconnect();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
