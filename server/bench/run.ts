import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/open-database';
import { compareThroughput, sequentialLatency, summarize, throughput } from './measure';
import { buildQueries } from './queries';
import { PACKS, seedSyntheticCatalogue, STICKERS_PER_PACK } from './synthetic-catalogue';

const API_KEY = 'bench-key';
const HEADERS = { apikey: API_KEY };
const LOAD = { concurrency: 10, seconds: 5, rounds: 5 };
const M3_PATH = `/api/messenger/v1/package/${PACKS / 2}?userId=bench-user`;

function start(file: string, args: string[], message?: object): Promise<[ChildProcess, number]> {
  const child = fork(new URL(file, import.meta.url), args, { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve([child, (reply as { port: number }).port]));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    if (message) child.send(message);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'sticker-bench-'));
const children: ChildProcess[] = [];
try {
  const dbPath = join(dir, 'bench.db');
  const started = performance.now();
  const db = openDatabase(dbPath);
  const { vocabulary, keywords } = seedSyntheticCatalogue(db);
  db.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${PACKS} packs, ${PACKS * STICKERS_PER_PACK} stickers, ${keywords} keywords in ${seconds} s`,
  );

  const [service, port] = await start('./service-child.ts', [dbPath, API_KEY]);
  children.push(service);
  const queries = buildQueries(vocabulary, 450);
  const paths = queries.map(
    ({ q, lang }) =>
      `/api/messenger/v1/search?q=${encodeURIComponent(q)}&userId=bench-user&lang=${lang}`,
  );
  // Warm-up with queries of their own, so the measured ones start with a cold result cache.
  await sequentialLatency(
    port,
    HEADERS,
    paths.slice(0, 50).map((path) => `${path}&limit=19`),
  );
  const measured = paths.slice(50);
  const times = await sequentialLatency(port, HEADERS, measured);
  const search = summarize(times);
  const cold = summarize(
    times.filter((_, index) => measured.indexOf(measured[index] ?? '') === index),
  );

  const m3 = await fetch(`http://127.0.0.1:${port}${M3_PATH}`, { headers: HEADERS });
  const body = await m3.text();
  const [bare, barePort] = await start('./bare-child.ts', [], { body });
  children.push(bare);

  const warmUp = { concurrency: LOAD.concurrency, seconds: 1 };
  await throughput(barePort, HEADERS, '/', warmUp);
  await throughput(port, HEADERS, M3_PATH, warmUp);
  const [bareRun, m3Run] = await compareThroughput(
    [
      { name: 'bare node:http, fixed JSON', child: bare, port: barePort, path: '/' },
      { name: 'service M3', child: service, port, path: M3_PATH },
    ],
    HEADERS,
    LOAD,
  );
  if (!bareRun || !m3Run) throw new Error('no measurement');
  const ratio = m3Run.rps / bareRun.rps;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(
    `\nM1 search, ${search.count} queries sent one at a time over HTTP ` +
      `(${cold.count} distinct; repeats are answered from the result cache)`,
  );
  const row = (stats: typeof search) => ({
    p50: ms(stats.p50),
    p95: ms(stats.p95),
    max: ms(stats.max),
  });
  console.table({ 'all queries': row(search), 'first time seen (cache cold)': row(cold) });
  console.log(`M1 p95 ${search.p95 <= 10 ? '≤ 10 ms: goal met' : '> 10 ms: goal MISSED'}`);
  console.log(
    `M3 pack info (${body.length} B), ${LOAD.concurrency} connections, ${LOAD.seconds} s each ` +
      `in ${LOAD.rounds} alternating rounds`,
  );
  console.table(
    Object.fromEntries(
      [bareRun, m3Run].map((run) => [
        run.name,
        {
          'requests/s': Math.round(run.rps),
          'server CPU µs/request': Number(run.cpuPerRequest.toFixed(1)),
        },
      ]),
    ),
  );
  const verdict = ratio >= 0.5 ? 'goal ≥ 50 %: met' : 'goal ≥ 50 %: MISSED';
  console.log(`M3 / bare = ${(ratio * 100).toFixed(1)} % of requests/s (${verdict})`);
  const cpuRatio = bareRun.cpuPerRequest / m3Run.cpuPerRequest;
  console.log(`bare CPU / M3 CPU per request = ${(cpuRatio * 100).toFixed(1)} %`);
  console.log(
    `machine load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
  );
} finally {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
}
