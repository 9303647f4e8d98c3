import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/open';
import type { Engine } from '../src/db/engine';
import { startCluster, type Cluster } from '../src/testing/pg-cluster';
import { compareThroughput, sequentialLatency, summarize, throughput } from './measure';
import { buildQueries } from './queries';
import { reportSearch, reportSideBySide, reportThroughput, type EngineFigures } from './report';
import { searchCpuTimes } from './search-cpu';
import { PACKS, seedSyntheticCatalogue, STICKERS_PER_PACK } from './synthetic-catalogue';

const API_KEY = 'bench-key';
const HEADERS = { apikey: API_KEY };
const LOAD = { concurrency: 10, seconds: 5, rounds: 5 };
const PACK = PACKS / 2;
// One user a connection: each request records its own user's view.
const m3Path = (connection: number) =>
  `/api/messenger/v1/package/${PACK}?userId=bench-user-${connection}`;

const engineArg = process.argv[process.argv.indexOf('--engine') + 1];
const engines: Engine[] =
  process.argv.includes('--engine') && /^(pg|postgres)$/.test(engineArg ?? '')
    ? ['sqlite', 'postgres']
    : ['sqlite'];

const children: ChildProcess[] = [];
function start(file: string, args: string[], message?: object): Promise<[ChildProcess, number]> {
  const child = fork(new URL(file, import.meta.url), args, { execArgv: ['--import', 'tsx'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve([child, (reply as { port: number }).port]));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    if (message) child.send(message);
  });
}

async function seeded(engine: Engine, dir: string, cluster: () => Promise<Cluster>) {
  const target =
    engine === 'sqlite'
      ? join(dir, 'bench.db')
      : (await cluster()).url.replace(/\/postgres$/, '/bench');
  const started = performance.now();
  const db: Database = await openDatabase({
    databaseUrl: engine === 'postgres' ? target : undefined,
    sqlitePath: target,
  });
  const { vocabulary, keywords } = await seedSyntheticCatalogue(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n== ${engine}: seeded ${PACKS} packs, ${PACKS * STICKERS_PER_PACK} stickers, ` +
      `${keywords} keywords in ${seconds} s`,
  );
  return { db, target, vocabulary };
}

/** M1 latency and M3 throughput (1 and 2 instances, beside bare node:http) on one engine. */
async function bench(engine: Engine, dir: string, cluster: () => Promise<Cluster>) {
  const { db, target, vocabulary } = await seeded(engine, dir, cluster);
  // M1: the service in its own process, one query at a time.
  const [service, port] = await start('./service-child.ts', [target, API_KEY]);
  const queries = buildQueries(vocabulary, 450);
  const paths = queries.map(
    ({ q, lang }) =>
      `/api/messenger/v1/search?q=${encodeURIComponent(q)}&userId=bench-user&lang=${lang}`,
  );
  // Warm-up with a page size of its own, so the measured queries meet a cold result cache.
  await sequentialLatency(
    port,
    HEADERS,
    paths.slice(0, 50).map((path) => `${path}&limit=19`),
  );
  const measured = paths.slice(50);
  const times = await sequentialLatency(port, HEADERS, measured);
  const firstSeen = times.filter((_, index) => measured.indexOf(measured[index] ?? '') === index);
  const cpu = await searchCpuTimes(db, queries.slice(50));
  await db.close();
  const m1 = summarize(times);
  reportSearch(m1, summarize(firstSeen), cpu);

  // M3 against node:http (and Hono alone, for reference) answering the same bytes, and against
  // two service processes on the same database with the connections split between them.
  const body = await (
    await fetch(`http://127.0.0.1:${port}${m3Path(0)}`, { headers: HEADERS })
  ).text();
  const [second, secondPort] = await start('./service-child.ts', [target, API_KEY]);
  const [bare, barePort] = await start('./bare-child.ts', [], { body });
  const [hono, honoPort] = await start('./hono-child.ts', [], { body });
  const targets = [
    { name: 'bare node:http, fixed JSON', children: [bare], ports: [barePort], path: '/' },
    { name: '(reference) Hono alone, fixed JSON', children: [hono], ports: [honoPort], path: '/' },
    { name: 'service M3, 1 instance', children: [service], ports: [port], path: m3Path },
    {
      name: 'service M3, 2 instances',
      children: [service, second],
      ports: [port, secondPort],
      path: m3Path,
    },
  ];
  for (const { ports, path } of targets) {
    await throughput(ports, HEADERS, path, { concurrency: LOAD.concurrency, seconds: 1 });
  }
  const measuredRuns = await compareThroughput(targets, HEADERS, LOAD);
  const [bareRun, , oneRun, twoRun] = measuredRuns;
  if (!bareRun || !oneRun || !twoRun) throw new Error('no measurement');
  reportThroughput(
    `M3 pack info (${body.length} B) on ${engine}: ${LOAD.concurrency} connections, ` +
      `${LOAD.seconds} s per server in ${LOAD.rounds} alternating rounds`,
    bareRun,
    measuredRuns,
    oneRun,
  );
  for (const child of [service, second, bare, hono]) child.kill();
  return { engine, m1, bare: bareRun, one: oneRun, two: twoRun } satisfies EngineFigures;
}

const dir = mkdtempSync(join(tmpdir(), 'sticker-bench-'));
let cluster: Cluster | undefined;
try {
  const figures: EngineFigures[] = [];
  for (const engine of engines) {
    figures.push(
      await bench(engine, dir, async () => (cluster ??= await startCluster({ durable: true }))),
    );
  }
  if (figures.length > 1) reportSideBySide(figures);
} finally {
  for (const child of children) child.kill();
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
