// npm run bench:web: builds the app, starts the real service on a free port with a temporary
// database, then measures bundle size, Lighthouse, a long scroll, tile image bytes and API
// traffic in one run. Prints a table with the goal next to each figure and writes
// reports/bench-web.json. Options: --skip-build, --runs=N (Lighthouse runs per page, default 5).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { analyzeBundle, kb } from './bench/bundle.mjs';
import { requireChromium } from './bench/chromium.mjs';
import { lighthouseRuns } from './bench/lighthouse.mjs';
import { measureBrowser, BIG_QUERY } from './bench/browser.mjs';
import { evaluate, printTable } from './bench/report.mjs';
import { freePort, LocalService, tempDatabasePath } from './bench/service.mjs';
import { median, min } from './bench/stats.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const apiKey = 'bench-key';
const chromePath = requireChromium();
// Lighthouse multiplies main-thread time by four, so a busy machine moves the scores.
const loadNow = () => loadavg()[0].toFixed(2);
const loadAtStart = loadNow();

function log(message) {
  process.stderr.write(`· ${message}\n`);
}

if (!args.includes('--skip-build')) {
  log('building the app (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_STICKER_API_KEY: apiKey },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const service = new LocalService({
  port: await freePort(),
  dbPath: tempDatabasePath('bench-web'),
  // With --skip-build, dist/ may hold a build made for the e2e run or for local use.
  apiKeys: [apiKey, 'e2e-key', 'local-dev-key'],
  label: 'sticker service',
});

async function api(path) {
  const response = await fetch(`${service.url}${path}`, { headers: { apikey: apiKey } });
  const json = await response.json();
  if (json.header?.code !== '0000')
    throw new Error(`${path}: ${JSON.stringify(json.header ?? json)}`);
  return json.body;
}

try {
  log(`starting the service on ${service.url} (database ${service.dbPath})`);
  await service.start();

  const bundle = analyzeBundle('dist');

  // A pack page to measure: the top pack of the camera ranking.
  const ranking = await api('/api/camera/v1/package?userId=bench');
  const packId = ranking.packageList[0]?.packageId;
  if (packId === undefined) throw new Error('The ranking lists no pack');
  const pages = { search: '/?q=cat', pack: `/packs/${packId}` };

  const lighthouse = {};
  for (const [name, path] of Object.entries(pages)) {
    log(`Lighthouse ×${runs} on ${path}`);
    const results = await lighthouseRuns(`${service.url}${path}`, {
      chromePath,
      runs,
      onRetry: (error) => log(`  run failed, repeating it: ${error.message}`),
      onRun: (r) =>
        log(
          `  score ${r.score}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}`,
        ),
    });
    const pick = (key) => results.map((r) => r[key]);
    lighthouse[name] = {
      path,
      runs: results,
      medianScore: median(pick('score')),
      minScore: min(pick('score')),
      medianLcpMs: median(pick('lcpMs')),
      medianTbtMs: median(pick('tbtMs')),
      medianCls: median(pick('cls')),
    };
  }

  log(`browser measurements (long scroll on q=${BIG_QUERY}, tile images, typing, revisit)`);
  const browser = await measureBrowser({ baseUrl: service.url, chromePath, log });

  const report = {
    measuredAt: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus().length,
      loadAtStart,
      loadAtEnd: loadNow(),
    },
    bundle: {
      firstLoadKb: kb(bundle.firstLoadGzip),
      firstLoadFiles: bundle.firstLoadFiles.map((f) => ({ file: f.file, kb: kb(f.gzip) })),
      routeChunks: bundle.routeChunks.map((c) => ({
        file: c.file,
        routes: c.routes,
        kb: kb(c.gzip),
      })),
      eagerRoutes: bundle.eagerRoutes,
    },
    lighthouse,
    ...browser,
  };
  report.checks = evaluate(report);
  printTable(report);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-web.json', `${JSON.stringify(report, null, 2)}\n`);
  log('wrote reports/bench-web.json');
} finally {
  await service.stop();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${service.dbPath}${suffix}`, { force: true });
}
