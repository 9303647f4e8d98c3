import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSqlite } from '../src/db/sqlite';
import { compareThroughput, sequentialLatency, summarize, throughput } from './measure';
import { buildQueries } from './queries';
import { reportSearch, reportThroughput } from './report';
import { searchCpuTimes } from './search-cpu';
import { PACKS, seedSyntheticCatalogue, STICKERS_PER_PACK } from './synthetic-catalogue';

const API_KEY = 'bench-key';
const HEADERS = { apikey: API_KEY };
const LOAD = { concurrency: 10, seconds: 5, rounds: 5 };
const M3_PATH = `/api/messenger/v1/package/${PACKS / 2}?userId=bench-user`;

function start(file: string, args: string[], message?: object): Promise<[ChildProcess, number]> {
  const child = fork(new URL(file, import.meta.url), args, { execArgv: ['--import', 'tsx'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve([child, (reply as { port: number }).port]));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    if (message) child.send(message);
  });
}

const missing = (): never => {
  throw new Error('unreachable: a SQLite database');
};

const dir = mkdtempSync(join(tmpdir(), 'sticker-bench-'));
const children: ChildProcess[] = [];
try {
  const dbPath = join(dir, 'bench.db');
  const started = performance.now();
  const db = await openSqlite(dbPath);
  const { vocabulary, keywords } = seedSyntheticCatalogue(db.sqlite ?? missing());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${PACKS} packs, ${PACKS * STICKERS_PER_PACK} stickers, ${keywords} keywords in ${seconds} s`,
  );

  // M1: the service in its own process, one query at a time.
  const [service, port] = await start('./service-child.ts', [dbPath, API_KEY]);
  const queries = buildQueries(vocabulary, 450);
  const paths = queries.map(
    ({ q, lang }) =>
      `/api/messenger/v1/search?q=${encodeURIComponent(q)}&userId=bench-user&lang=${lang}`,
  );
  // Warm-up with a page size of its own, so the measured queries meet a cold result cache.
  const warmUpPaths = paths.slice(0, 50).map((path) => `${path}&limit=19`);
  await sequentialLatency(port, HEADERS, warmUpPaths);
  const measured = paths.slice(50);
  const times = await sequentialLatency(port, HEADERS, measured);
  const firstSeen = times.filter((_, index) => measured.indexOf(measured[index] ?? '') === index);
  const cpu = await searchCpuTimes(db, queries.slice(50));
  await db.close();
  reportSearch(summarize(times), summarize(firstSeen), cpu);

  // M3 against node:http (and Hono alone, for reference) answering the same bytes.
  const body = await (
    await fetch(`http://127.0.0.1:${port}${M3_PATH}`, { headers: HEADERS })
  ).text();
  const [bare, barePort] = await start('./bare-child.ts', [], { body });
  const [hono, honoPort] = await start('./hono-child.ts', [], { body });
  const targets = [
    { name: 'bare node:http, fixed JSON', child: bare, port: barePort, path: '/' },
    { name: '(reference) Hono alone, fixed JSON', child: hono, port: honoPort, path: '/' },
    { name: 'service M3', child: service, port, path: M3_PATH },
  ];
  for (const target of targets) {
    await throughput(target.port, HEADERS, target.path, { concurrency: 10, seconds: 1 });
  }
  const runs = await compareThroughput(targets, HEADERS, LOAD);
  const [bareRun, , m3Run] = runs;
  if (!bareRun || !m3Run) throw new Error('no measurement');
  reportThroughput(
    `M3 pack info (${body.length} B): ${LOAD.concurrency} connections, ${LOAD.seconds} s per ` +
      `server in ${LOAD.rounds} alternating rounds`,
    bareRun,
    runs,
    m3Run,
  );
} finally {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
}
