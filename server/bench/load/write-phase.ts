import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../../src/db/postgres';
import { openSqlite } from '../../src/db/sqlite';
import type { Engine } from '../../src/db/engine';
import { startCluster } from '../../src/testing/pg-cluster';
import { seedSyntheticCatalogue } from '../synthetic-catalogue';
import { ask, start, stop } from './children';
import { percentile, probeHealth } from './probes';

export const WRITE_TARGETS = { peakWalMb: 128, walAfterMb: 64, healthP99: 50 };

export interface WritePhaseResult {
  engine: Engine;
  writesPerSecond: number;
  errors: number;
  /** SQLite's WAL file: largest seen (sampled every 50 ms) and 3 s after the writes stopped. */
  peakWalMb: number;
  walAfterMb: number;
  readinessP99: number;
  livenessP99: number;
  /** The same two on HEALTH_PORT, answered by a worker thread. */
  healthPortReadinessP99: number;
  healthPortLivenessP99: number;
  /** The service's event-loop delay p99 over the phase (its loop monitor). */
  loopP99: number;
  load: string;
}

interface DriverResult {
  requests: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bytes of the file, 0 when there is none (a truncated or never-made WAL). */
const sizeOf = (file: string): number => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * The write-heavy phase: `connections` connections each sending the next write (downloads,
 * wishes, sends, uses) as soon as the last is answered, so the service writes as fast as the
 * machine lets it, for `seconds`; meanwhile readiness (/api/health) and liveness
 * (/api/health/live) are probed every 50 ms on connections of their own, on the service's port
 * and on HEALTH_PORT (a worker thread), and SQLite's WAL size is sampled. On PostgreSQL the service runs over a throw-away cluster with fsync on.
 */
export async function runWritePhase(
  engine: Engine,
  { seconds, connections, apiKey }: { seconds: number; connections: number; apiKey: string },
): Promise<WritePhaseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'sticker-writes-'));
  const cluster = engine === 'postgres' ? await startCluster({ durable: true }) : undefined;
  const path = join(dir, 'writes.db');
  try {
    const database = cluster ? await openPostgres(cluster.url) : await openSqlite(path);
    const { vocabulary } = await seedSyntheticCatalogue(database);
    if (database.sqlite) database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    await database.close();

    const [service] = await start<{ port: number }>(
      './service-child.ts',
      [path, apiKey],
      undefined,
      cluster ? { DATABASE_URL: cluster.url } : {},
    );
    const { port, healthPort } = await ask<{ port: number; healthPort: number }>(service, 'port');
    await ask(service, 'reset');
    const wal = `${path}-wal`;
    let peakWal = sizeOf(wal);
    const sampler = setInterval(() => (peakWal = Math.max(peakWal, sizeOf(wal))), 50);
    const readiness = probeHealth(port, apiKey);
    const liveness = probeHealth(port, apiKey, 50, '/api/health/live');
    const portReadiness = probeHealth(healthPort, apiKey);
    const portLiveness = probeHealth(healthPort, apiKey, 50, '/api/health/live');
    const job = {
      port,
      apiKey,
      words: Object.values(vocabulary).flat(),
      seconds,
      connections,
      rate: 0,
      writeShare: 1,
    };
    const [, driver] = await start<DriverResult>('./driver-child.ts', [], job);
    const [ready, live, portReady, portLive] = await Promise.all(
      [readiness, liveness, portReadiness, portLiveness].map((probe) => probe.stop()),
    );
    if (!ready || !live || !portReady || !portLive) throw new Error('unreachable: four probes');
    const { loop } = await ask<{ loop: Record<string, number> }>(service, 'loop');
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
    await sleep(3000);
    clearInterval(sampler);
    const walAfter = sizeOf(wal);
    await stop(service);
    return {
      engine,
      writesPerSecond: driver.rps,
      errors:
        driver.errors +
        driver.timeouts +
        driver.non2xx +
        ready.failures +
        live.failures +
        portReady.failures +
        portLive.failures,
      peakWalMb: engine === 'sqlite' ? peakWal / MB : NaN,
      walAfterMb: engine === 'sqlite' ? walAfter / MB : NaN,
      readinessP99: percentile(ready.latencies, 99),
      livenessP99: percentile(live.latencies, 99),
      healthPortReadinessP99: percentile(portReady.latencies, 99),
      healthPortLivenessP99: percentile(portLive.latencies, 99),
      loopP99: loop.p99 ?? NaN,
      load,
    };
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The phase's misses against WRITE_TARGETS, as sentences. */
export function writeMisses(result: WritePhaseResult): string[] {
  const { engine } = result;
  return [
    result.errors > 0 && `${engine}: ${result.errors} errors`,
    result.peakWalMb > WRITE_TARGETS.peakWalMb &&
      `${engine}: peak WAL over ${WRITE_TARGETS.peakWalMb} MB`,
    result.walAfterMb > WRITE_TARGETS.walAfterMb &&
      `${engine}: WAL after the writes over ${WRITE_TARGETS.walAfterMb} MB`,
    result.healthPortReadinessP99 > WRITE_TARGETS.healthP99 &&
      `${engine}: HEALTH_PORT health p99 over ${WRITE_TARGETS.healthP99} ms under writes`,
  ].filter((miss): miss is string => typeof miss === 'string');
}
