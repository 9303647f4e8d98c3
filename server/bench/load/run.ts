import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../../src/db/sqlite';
import { seedSyntheticCatalogue } from '../synthetic-catalogue';
import { compareC1 } from './c1-compare';
import { ask, start, stopAll } from './children';
import { addEvents } from './events';
import { percentile, probeHealth } from './probes';
import { runWritePhase, writeMisses, type WritePhaseResult } from './write-phase';

/**
 * npm run bench:load: the service under 100 connections for 60 s of mixed 70/30 reads/writes on
 * a database with 1 million download/use events, on loopback, offered LOAD_RATE requests a
 * second in all (0: as fast as it answers); C1's p95 at 10k and at 1M events. Exits 1 when a
 * target is missed. LOAD_SECONDS and LOAD_EVENTS shorten a trial run.
 *
 * Then the write-heavy phase on SQLite and on PostgreSQL (write-phase.ts): 50 connections of
 * writes only, as fast as they are answered, for LOAD_WRITE_SECONDS (30); peak WAL and WAL after,
 * health p99. LOAD_PHASE=mixed or LOAD_PHASE=writes runs one phase alone.
 */
const API_KEY = 'load-key';
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const EVENTS = Number(process.env.LOAD_EVENTS ?? 1_000_000);
const RATE = Number(process.env.LOAD_RATE ?? 1000);
const CONNECTIONS = 100;
const TARGETS = { p99: 100, healthP99: 50, loopP99: 50, c1Ratio: 1.5 };
const PHASE = process.env.LOAD_PHASE ?? 'all';
const WRITE_SECONDS = Number(process.env.LOAD_WRITE_SECONDS ?? 30);
const WRITE_CONNECTIONS = 50;

interface DriverResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const dir = mkdtempSync(join(tmpdir(), 'sticker-load-'));

async function mixedPhase(): Promise<(string | false)[]> {
  const [small, big] = [join(dir, 'small.db'), join(dir, 'big.db')];
  const database = await openSqlite(big);
  const db = database.sqlite;
  if (!db) throw new Error('unreachable: a SQLite database');
  const { vocabulary } = await seedSyntheticCatalogue(database);
  const now = Date.now();
  addEvents(db, 10_000, now, 1);
  db.pragma('wal_checkpoint(TRUNCATE)');
  copyFileSync(big, small);
  addEvents(db, EVENTS - 10_000, now, 2);
  db.pragma('wal_checkpoint(TRUNCATE)');
  await database.close();
  const [c1Small, c1Big] = await compareC1([small, big], API_KEY);
  console.log(
    `C1 p95: ${c1Small.toFixed(2)} ms at 10,000 events, ${c1Big.toFixed(2)} ms at ${EVENTS.toLocaleString('en')}`,
  );

  const [service] = await start<{ port: number }>('./service-child.ts', [big, API_KEY]);
  const { port } = await ask<{ port: number }>(service, 'port');
  console.log(
    `Machine load before the run: ${load()} (1, 5, 15 min; ${availableParallelism()} cores)`,
  );
  await ask(service, 'reset');
  const health = probeHealth(port, API_KEY);
  const job = {
    port,
    apiKey: API_KEY,
    words: Object.values(vocabulary).flat(),
    seconds: SECONDS,
    connections: CONNECTIONS,
    rate: RATE,
  };
  const [, driver] = await start<DriverResult>('./driver-child.ts', [], job);
  const probed = await health.stop();
  const { loop, blocked } = await ask<{ loop: Record<string, number>; blocked: string[] }>(
    service,
    'loop',
  );
  console.log(`Machine load after the run: ${load()}`);
  const errors = driver.errors + driver.timeouts + driver.non2xx + probed.failures;
  const figures = {
    'offered req/s (0 = open)': RATE,
    requests: driver.requests,
    'req/s': driver.rps,
    errors,
    'p50 ms': driver.p50,
    'p99 ms': driver.p99,
    'max ms': driver.max,
    'health p99 ms': percentile(probed.latencies, 99),
    'health max ms': Math.max(...probed.latencies),
    'loop delay p99 ms': loop.p99 ?? NaN,
    'loop delay max ms': loop.max ?? NaN,
    'C1 p95 ratio 1M/10k': c1Big / c1Small,
  };
  console.table(
    Object.entries(figures).map(([figure, value]) => ({ figure, value: Number(value.toFixed(2)) })),
  );
  if (blocked.length)
    console.log(`Event loop: ${blocked.length} blocks over 200 ms:`, blocked.slice(0, 5));
  const misses = [
    errors > 0 && `${errors} errors`,
    driver.p99 > TARGETS.p99 && `p99 over ${TARGETS.p99} ms`,
    figures['health p99 ms'] > TARGETS.healthP99 && `health p99 over ${TARGETS.healthP99} ms`,
    figures['loop delay p99 ms'] > TARGETS.loopP99 && `loop delay p99 over ${TARGETS.loopP99} ms`,
    Math.max(c1Big, c1Small) / Math.min(c1Big, c1Small) > TARGETS.c1Ratio &&
      `C1 p95s more than ${TARGETS.c1Ratio}x apart`,
  ].filter(Boolean);
  return misses;
}

async function writePhases(): Promise<string[]> {
  const results: WritePhaseResult[] = [];
  for (const engine of ['sqlite', 'postgres'] as const) {
    results.push(
      await runWritePhase(engine, {
        seconds: WRITE_SECONDS,
        connections: WRITE_CONNECTIONS,
        apiKey: API_KEY,
      }),
    );
  }
  console.table(
    results.map((result) => ({
      engine: result.engine,
      'writes/s': Number(result.writesPerSecond.toFixed(0)),
      errors: result.errors,
      'peak WAL MB': Number(result.peakWalMb.toFixed(1)),
      'WAL after MB': Number(result.walAfterMb.toFixed(1)),
      'health p99 ms (port)': Number(result.readinessP99.toFixed(1)),
      'liveness p99 ms (port)': Number(result.livenessP99.toFixed(1)),
      'health p99 ms (HEALTH_PORT)': Number(result.healthPortReadinessP99.toFixed(1)),
      'liveness p99 ms (HEALTH_PORT)': Number(result.healthPortLivenessP99.toFixed(1)),
      'loop delay p99 ms': Number(result.loopP99.toFixed(1)),
      'load (1, 5, 15 min)': result.load,
    })),
  );
  return results.flatMap(writeMisses);
}

let failed = true;
try {
  const misses = [
    ...(PHASE === 'writes' ? [] : await mixedPhase()),
    ...(PHASE === 'mixed' ? [] : await writePhases()),
  ].filter(Boolean);
  failed = misses.length > 0;
  console.log(failed ? `MISSED: ${misses.join('; ')}` : 'All targets met.');
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
