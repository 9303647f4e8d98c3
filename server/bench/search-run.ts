import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedCatalogue } from '../src/catalogue';
import { openSqlite } from '../src/db/sqlite';
import { sequentialLatency, summarize } from './measure';
import { createJudge } from './search-judge';
import { JUDGED, UNANSWERABLE, type Judged } from './search-judged';
import { judgeAll, prefixesOf, searchPath } from './search-relevance';
import { searchWorkTimes } from './search-work';

const API_KEY = 'bench-key';
const HEADERS = { apikey: API_KEY };
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** What a suggestion list is asked for while each judged query is typed, one character more each time. */
function typedPrefixes(queries: readonly Judged[]): { q: string; lang: string }[] {
  const seen = new Set<string>();
  const typed: { q: string; lang: string }[] = [];
  for (const { q, lang } of queries) {
    const characters = Array.from(q);
    for (let length = 1; length <= characters.length; length += 1) {
      const prefix = characters.slice(0, length).join('');
      if (prefix.trim() === '' || seen.has(`${prefix}@${lang}`)) continue;
      seen.add(`${prefix}@${lang}`);
      typed.push({ q: prefix, lang });
    }
  }
  return typed;
}
const suggestPath = ({ q, lang }: { q: string; lang: string }) =>
  `/api/messenger/v1/search/suggest?q=${encodeURIComponent(q)}&lang=${lang}&userId=bench`;

const dir = mkdtempSync(join(tmpdir(), 'sticker-search-bench-'));
const database = await openSqlite(join(dir, 's.db'));
await seedCatalogue(database);
const db = database.sqlite;
if (!db) throw new Error('unreachable: a SQLite database');
const child = fork(new URL('./service-child.ts', import.meta.url), [join(dir, 's.db'), API_KEY], {
  execArgv: ['--import', 'tsx'],
});
try {
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (reply) => resolve((reply as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });
  console.log(`Real catalogue seeded; load average ${load()}`);

  // Latency first, so every query meets a cold answer cache; a warm-up in another language.
  const prefixes = prefixesOf(JUDGED);
  const warmUp = JUDGED.slice(0, 30).map((query) => searchPath({ ...query, lang: 'sw' }));
  await sequentialLatency(port, HEADERS, warmUp);
  const judgedTimes = await sequentialLatency(
    port,
    HEADERS,
    JUDGED.map((query) => searchPath(query)),
  );
  const prefixTimes = await sequentialLatency(
    port,
    HEADERS,
    prefixes.map((query) => searchPath(query)),
  );

  const typed = typedPrefixes(JUDGED);
  const suggestionTimes = await sequentialLatency(port, HEADERS, typed.map(suggestPath));

  const { search: work, suggest: suggestWork } = await searchWorkTimes(
    database,
    [...JUDGED, ...prefixes],
    typed,
  );
  const judge = createJudge(db);
  const relevance = await judgeAll(port, HEADERS, JUDGED, judge);
  const junk = await judgeAll(
    port,
    HEADERS,
    UNANSWERABLE.map((q): Judged => ({ q, lang: 'en', means: [], kind: 'word' })),
    judge,
  );
  await database.close();

  const all = summarize([...judgedTimes, ...prefixTimes]);
  const short = summarize(prefixTimes);
  const f = (n: number) => n.toFixed(3);
  console.log(
    `\nJudged queries: ${JUDGED.length} in ${new Set(JUDGED.map((q) => q.lang)).size} languages`,
  );
  console.log(`Precision over all returned results: ${f(relevance.precision)} (goal ≥ 0.95)`);
  console.log(`Precision of the first 20:           ${f(relevance.precisionAt20)} (goal ≥ 0.98)`);
  console.log(`Zero-result rate (answerable):       ${f(relevance.zeroRate)} (goal 0)`);
  console.log(`Unanswerable queries with results:   ${junk.withResults}`);
  console.log(
    `M1 latency, ${all.count} cold queries (${prefixes.length} prefixes of 1–2 characters): ` +
      `p50 ${all.p50.toFixed(2)} ms, p95 ${all.p95.toFixed(2)} ms (goal ≤ 10), max ${all.max.toFixed(1)} ms`,
  );
  console.log(`  prefixes alone: p50 ${short.p50.toFixed(2)} ms, p95 ${short.p95.toFixed(2)} ms`);
  const suggestions = summarize(suggestionTimes);
  console.log(
    `Suggestions (extension), ${suggestions.count} cold prefixes typed from the judged queries: ` +
      `p50 ${suggestions.p50.toFixed(2)} ms, p95 ${suggestions.p95.toFixed(2)} ms (goal ≤ 5), ` +
      `max ${suggestions.max.toFixed(1)} ms`,
  );
  console.log(
    `  suggestion work alone (fastest of 5 runs, no HTTP, no cache): ` +
      `p50 ${suggestWork.p50.toFixed(3)} ms, p95 ${suggestWork.p95.toFixed(3)} ms, max ${suggestWork.max.toFixed(2)} ms`,
  );
  console.log(
    `Search work alone (in this process, fastest of 5 runs a query, no HTTP): ` +
      `p50 ${work.p50.toFixed(2)} ms, p95 ${work.p95.toFixed(2)} ms, max ${work.max.toFixed(1)} ms`,
  );
  console.log(`Load average at the end: ${load()}`);
  const verbose = process.argv.includes('--verbose');
  if (verbose || process.argv.includes('--misses')) {
    console.log(verbose ? '\nEvery result judged irrelevant:' : '\nIrrelevant in the first 20:');
    for (const { line, top } of relevance.misses) if (verbose || top) console.log(line);
  }
} finally {
  child.disconnect();
  rmSync(dir, { recursive: true, force: true });
}
