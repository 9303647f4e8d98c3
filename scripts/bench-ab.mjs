// npm run bench:ab -- --a <dir> --b <dir>: two builds of the app compared on a first visit, in the
// real throttled browser (Lighthouse --throttling-method=devtools, as bench:web's headline). Each
// <dir> holds a build as dist/ (`npx vite build --outDir <dir>/dist`); both are served by this
// checkout's service, each on its own port and database, and measured pair by pair, A and B back
// to back, their order alternating, so both see the same machine load. Prints each pair and the
// median of the pairs' A ÷ B; writes reports/bench-ab.json.
// Options: --runs N (pairs, default 5), --path (default /?q=cat), --repeat-visit (both builds on
// a person's second visit with their service worker, as bench:web --repeat-visit measures A),
// --shared-link (a first visit whose requests, the service worker's included, share one slow-4G
// link: bench/shared-link.mjs; Lighthouse then throttles the CPU only).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { requireChromium } from './bench/chromium.mjs';
import { lighthouseRun, withRetries } from './bench/lighthouse.mjs';
import { repeatVisit } from './bench/repeat-visit.mjs';
import { freePort, LocalService } from './bench/service.mjs';
import { startSharedLink } from './bench/shared-link.mjs';
import { pairedRatio, spread } from './bench/stats.mjs';
import { formatSpread } from './bench/report.mjs';

const { values: options } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/?q=cat' },
    'repeat-visit': { type: 'boolean', default: false },
    'shared-link': { type: 'boolean', default: false },
  },
});
if (options['shared-link'] && options['repeat-visit'])
  throw new Error('--shared-link measures a first visit; leave out --repeat-visit');
if (!options.a || !options.b) throw new Error('--a and --b each name a folder holding dist/');
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs is a whole number ≥ 1');

const FIGURES = [
  ['lcpMs', 'LCP', 'ms'],
  ['fcpMs', 'FCP', 'ms'],
  ['tbtMs', 'TBT', 'ms'],
  ['blockingFromStartMs', 'blocking time from the start', 'ms'],
  ['mainThreadQuietMs', 'main thread quiet', 'ms'],
  ...(options['repeat-visit']
    ? [['networkBytes', 'bytes over the network', 'kB']]
    : [
        ['pageBytes', 'page bytes', 'kB'],
        ['jsGzip', 'JS run, gzip -9', 'kB'],
      ]),
];
const log = (message) => process.stderr.write(`· ${message}\n`);
const load1 = () => loadavg()[0].toFixed(1);
const chromePath = requireChromium();
const sharedLink = options['shared-link'] ? await startSharedLink() : undefined;
const measure = (url, onRetry) =>
  options['repeat-visit']
    ? withRetries(() => repeatVisit(url, { chromePath, variant: 'worker' }), onRetry)
    : lighthouseRun(url, { chromePath, throttling: 'devtools', onRetry, sharedLink });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-ab-'));
const ports = [await freePort(), await freePort()];
const variants = ['a', 'b'].map(
  (id, index) =>
    new LocalService({
      port: ports[index],
      dbPath: join(dataDir, `${id}.db`),
      apiKeys: ['bench-key', 'e2e-key', 'local-dev-key'],
      label: `build ${id.toUpperCase()}`,
      siteDir: resolve(options[id]),
    }),
);

try {
  for (const service of variants) {
    await service.start();
    // One unmeasured load, so the service's first renders of the tiles are kept on disk.
    await lighthouseRun(service.url + options.path, {
      chromePath,
      throttling: 'devtools',
      sharedLink,
    });
  }
  const results = { a: [], b: [] };
  for (let round = 0; round < runs; round += 1) {
    const order = round % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const id of order) {
      const service = variants[id === 'a' ? 0 : 1];
      const run = await measure(service.url + options.path, (error) =>
        log(`${service.label}: run failed, repeating it: ${error.message}`),
      );
      results[id].push({ ...run, load1: loadavg()[0] });
      log(
        `round ${round + 1}/${runs} ${id.toUpperCase()}: LCP ${Math.round(run.lcpMs)}, FCP ` +
          `${Math.round(run.fcpMs)}, TBT ${Math.round(run.tbtMs)}, bytes ${run.pageBytes ?? run.networkBytes}, load ${load1()}`,
      );
    }
  }
  const lines = [`A ${options.a}, B ${options.b}, ${options.path}, ${runs} pairs`];
  for (const [key, name, unit] of FIGURES) {
    const a = results.a.map((run) => run[key]);
    const b = results.b.map((run) => run[key]);
    lines.push(
      `${name}: A ${formatSpread(spread(a), unit)}, B ${formatSpread(spread(b), unit)}, ` +
        `A ÷ B ${formatSpread(pairedRatio(a, b), 'ratio')}`,
    );
  }
  console.log(lines.join('\n'));
  mkdirSync('reports', { recursive: true });
  const json = { measuredAt: new Date().toISOString(), options, results };
  writeFileSync('reports/bench-ab.json', `${JSON.stringify(json, null, 2)}\n`);
} finally {
  await Promise.allSettled([...variants.map((service) => service.stop()), sharedLink?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
}
