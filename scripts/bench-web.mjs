// npm run bench:web: builds the app and the Giphy anchor page (../shared/anchors/giphy), serves
// both on loopback (the app from the real service with a temporary database), measures them
// interleaved with Lighthouse, then tile bytes, a restart, a long scroll and API traffic in
// Playwright. Prints medians, ranges, app/anchor ratios and a table with the goal beside each
// figure; writes reports/bench-web.json.
// Options: --runs N (Lighthouse runs a page, default 5), --pages search,home,pack (default all),
// --skip-build (reuse dist/), --throttling devtools (Lighthouse applies the slow network and CPU
// in the browser instead of simulating them; the goals are set on the simulated figures, so such
// a run is a cross-check of the model, not a result), --viewport desktop (Lighthouse's desktop
// screen on the same throttling: where a page's largest element depends on the width; the goals
// are set on a phone).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { anchorDist } from './bench/anchor.mjs';
import { analyzeRouteChunks } from './bench/bundle.mjs';
import { chromiumFlags, requireChromium } from './bench/chromium.mjs';
import { lcpImageNote, lighthouseTable } from './bench/format.mjs';
import { interleavedLighthouse } from './bench/interleave.mjs';
import { evaluate, goalsTable } from './bench/report.mjs';
import { coldAfterRestart } from './bench/restart.mjs';
import { longScroll } from './bench/scroll.mjs';
import { freePort, LocalService } from './bench/service.mjs';
import { StaticServer } from './bench/static-server.mjs';
import { PHONE_DPR, tileBytes } from './bench/tiles.mjs';
import { revisit, typing } from './bench/traffic.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: 'search,home,pack' },
    'skip-build': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
    viewport: { type: 'string', default: 'phone' },
  },
});
const runs = Number(options.runs);
const { throttling } = options;
if (throttling !== 'simulate' && throttling !== 'devtools') {
  throw new Error(`--throttling is simulate or devtools, not ${throttling}`);
}
const { viewport } = options;
if (viewport !== 'phone' && viewport !== 'desktop') {
  throw new Error(`--viewport is phone or desktop, not ${viewport}`);
}
const pageIds = new Set(options.pages.split(','));
const apiKey = 'bench-key';
const chromePath = requireChromium();
// Lighthouse multiplies main-thread time by four, so a busy machine moves the figures.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const log = (message) => process.stderr.write(`· ${message}\n`);
const loadAtStart = load();
log(`load average (1, 5, 15 min) at the start: ${loadAtStart}`);

if (!options['skip-build']) {
  log('building the app (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_STICKER_API_KEY: apiKey },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const anchor = new StaticServer(anchorDist(log));
// A directory of its own: whatever the service keeps beside its database goes with it.
const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
const service = new LocalService({
  port: await freePort(),
  dbPath: join(dataDir, 'sticker.db'),
  // With --skip-build, dist/ may hold a build made for the e2e run or for local use.
  apiKeys: [apiKey, 'e2e-key', 'local-dev-key'],
  label: 'sticker service',
});

async function topPackPath() {
  const response = await fetch(`${service.url}/api/camera/v1/package?userId=bench`, {
    headers: { apikey: apiKey },
  });
  const packId = (await response.json()).body?.packageList?.[0]?.packageId;
  if (packId === undefined) throw new Error('The camera ranking lists no pack');
  return `/packs/${packId}`;
}

async function lighthousePages() {
  const anchorUrl = `${await anchor.start(await freePort())}/`;
  log(`Giphy anchor on ${anchorUrl}`);
  const all = [
    { id: 'search', label: 'app /?q=cat', url: `${service.url}/?q=cat`, compared: true },
    { id: 'anchor', label: 'Giphy anchor /', url: anchorUrl, compared: true },
    { id: 'home', label: 'app /', url: `${service.url}/` },
    { id: 'pack', label: 'app pack page', url: `${service.url}${await topPackPath()}` },
  ];
  // The anchor is the search page's counterpart: measured when the search page is.
  return all.filter((p) => pageIds.has(p.id) || (p.id === 'anchor' && pageIds.has('search')));
}

async function browserFigures(pages) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  try {
    const figures = {};
    const search = pages.find((p) => p.id === 'search');
    if (search) {
      log(`tile bytes on /?q=cat at 1× and ${PHONE_DPR}×, and on the anchor`);
      figures.tiles = {
        app1x: await tileBytes(browser, search.url, 1),
        appPhone: await tileBytes(browser, search.url, PHONE_DPR),
        anchorPhone: await tileBytes(browser, pages.find((p) => p.id === 'anchor').url, PHONE_DPR),
      };
    }
    log('long scroll, typing, warm revisit');
    figures.scroll = await longScroll(browser, service.url, log);
    figures.typing = await typing(browser, service.url);
    figures.revisit = await revisit(browser, service.url);
    if (search) {
      log('first screen after a service restart against a warm service');
      figures.restart = await coldAfterRestart(browser, service, {
        repeats: runs,
        log,
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

try {
  log(`starting the service on ${service.url} (database ${service.dbPath})`);
  await service.start();
  const pages = await lighthousePages();
  log(`Lighthouse ×${runs}, interleaved: ${pages.map((p) => p.label).join(', ')}`);
  const lighthouse = await interleavedLighthouse(pages, {
    runs,
    chromePath,
    throttling,
    viewport,
    log,
  });
  const report = {
    measuredAt: new Date().toISOString(),
    options: { runs, pages: [...pageIds], throttling, viewport },
    lighthouse,
    ...(await browserFigures(pages)),
    routeChunks: analyzeRouteChunks('dist'),
    machine: { node: process.version, cpus: cpus().length, loadAtStart, loadAtEnd: load() },
  };
  report.checks = evaluate(report);
  const caveat =
    throttling === 'devtools' || viewport === 'desktop'
      ? '\nThe goals are set on a phone with simulated throttling: this run cross-checks, it does not meet or miss them.'
      : '';
  console.log(
    `\n${lighthouseTable(lighthouse, throttling, viewport)}\n${lcpImageNote(lighthouse)}\n\n` +
      `${goalsTable(report.checks)}${caveat}`,
  );
  console.log(
    `\nMachine: ${report.machine.cpus} cores, node ${report.machine.node}; load average ` +
      `(1, 5, 15 min) ${loadAtStart} at the start, ${report.machine.loadAtEnd} at the end`,
  );
  mkdirSync('reports', { recursive: true });
  const suffix = [
    throttling === 'devtools' ? '-devtools' : '',
    viewport === 'desktop' ? '-desktop' : '',
  ];
  const reportFile = `reports/bench-web${suffix.join('')}.json`;
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${reportFile}`);
} finally {
  await Promise.allSettled([service.stop(), anchor.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
