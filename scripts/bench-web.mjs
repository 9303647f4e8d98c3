// npm run bench:web: what a phone gets from the app, beside the Giphy anchor page
// (../shared/anchors/giphy). Builds the app, serves it from the real service (temporary
// database) and the anchor's build from a static server, runs Lighthouse on each page in a real
// throttled browser and in its simulation, interleaved round by round, then measures tile bytes
// and a long result list in Playwright. Writes reports/bench-web.md (the table, with a goal and ✔
// or ✖ a figure) and reports/bench-web.json (every run).
// Options: --runs N (Lighthouse runs a page and method, default 5), --pages search,home,pack
// (default all; the anchor comes with search), --skip-build (reuse dist/).
// --repeat-visit measures a second visit instead: the app with its service worker (A) against
// the same build with HTTP cache only (B), interleaved pair by pair (scripts/bench/repeat-visit.mjs;
// pages default search,pack); writes reports/bench-web-repeat-visit.md and .json. With
// --earlier-visits N the measured visit comes after N unmeasured ones (default 1; 2 measures the
// visit after the first one the worker answered).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { anchorDist } from './bench/anchor.mjs';
import { chromiumFlags, requireChromium } from './bench/chromium.mjs';
import { browserRows, lighthouseRows } from './bench/goals.mjs';
import { interleavedLighthouse } from './bench/interleave.mjs';
import { QUIET_WINDOW_MS } from './bench/main-thread.mjs';
import { markdownReport, tally } from './bench/report.mjs';
import { interleavedRepeatVisits } from './bench/repeat-visit.mjs';
import { repeatVisitMarkdown } from './bench/repeat-visit-report.mjs';
import { longScroll } from './bench/scroll.mjs';
import { freePort, LocalService } from './bench/service.mjs';
import { StaticServer } from './bench/static-server.mjs';
import { tileBytes } from './bench/tiles.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'repeat-visit': { type: 'boolean', default: false },
    'earlier-visits': { type: 'string', default: '1' },
  },
});
const repeatVisit = options['repeat-visit'];
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs is a whole number ≥ 1`);
const earlierVisits = Number(options['earlier-visits']);
if (!Number.isInteger(earlierVisits) || earlierVisits < 1) {
  throw new Error(`--earlier-visits is a whole number ≥ 1`);
}
const pageIds = (options.pages ?? (repeatVisit ? 'search,pack' : 'search,home,pack')).split(',');
const unknown = pageIds.filter((id) => !['search', 'home', 'pack'].includes(id));
if (unknown.length > 0) throw new Error(`--pages takes search, home, pack, not ${unknown}`);

const apiKey = 'bench-key';
const chromePath = requireChromium();
const lighthouseVersion = JSON.parse(
  readFileSync('node_modules/lighthouse/package.json', 'utf8'),
).version;
// Lighthouse slows the CPU fourfold, so a busy machine moves the figures: the report says how busy.
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
const anchor =
  pageIds.includes('search') && !repeatVisit ? new StaticServer(anchorDist(log)) : null;
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

async function appPages() {
  const paths = {
    search: '/?q=cat',
    home: '/',
    pack: pageIds.includes('pack') && (await topPackPath()),
  };
  return pageIds.map((id) => ({ id, label: paths[id], url: `${service.url}${paths[id]}` }));
}

async function browserFigures() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  try {
    log('tile bytes on /?q=cat as a phone');
    const tiles = await tileBytes(browser, `${service.url}/?q=cat`);
    log('a long result list, scrolled to its end');
    const scroll = await longScroll(browser, { serviceUrl: service.url, apiKey, log });
    return { tiles, scroll };
  } finally {
    await browser.close();
  }
}

function notes(machine) {
  return [
    `Measured ${new Date().toISOString()}, ${runs} Lighthouse run(s) a page and method; ` +
      `${machine.cpus} cores, load average (1, 5, 15 min) ${machine.loadAtStart} at the start, ` +
      `${machine.loadAtEnd} at the end. The machine is shared: read the ratios, not absolute times.`,
    `app, anchor: the real browser, Lighthouse ${lighthouseVersion} --throttling-method=devtools ` +
      '(mobile screen, slow 4G and 4× CPU slowdown applied in Chromium): median (min–max). ' +
      'The goals judge these. simulated: Lighthouse’s default (Lantern), for reference.',
    'app ÷ anchor: median (min–max) of the ratios of each round’s pair, measured back to back ' +
      '(app /?q=cat and the anchor, their order alternating).',
    `main thread quiet: the first moment at or after FCP from which the main thread runs no task ` +
      `of 50 ms or more for ${QUIET_WINDOW_MS / 1000} s, read from the trace Lighthouse recorded ` +
      '(Lighthouse’s TTI without its network condition).',
    'JS before interactive: every script the page ran while Lighthouse recorded (until the page ' +
      'was idle), as the browser parsed it: files, lazy chunks, inline scripts; each gzip -9. ' +
      'page bytes: all bytes transferred in that time.',
  ];
}

function repeatVisitNotes(machine) {
  return [
    `Measured ${new Date().toISOString()}, ${runs} pair(s) a page; ${machine.cpus} cores, load ` +
      `average (1, 5, 15 min) ${machine.loadAtStart} at the start, ${machine.loadAtEnd} at the ` +
      'end; each pair’s 1-minute load in its row. The machine is shared: read the ratios.',
    `A repeat visit online: a fresh Chromium a run; ${earlierVisits} earlier visit(s) on ` +
      'Lighthouse’s phone (not measured), each followed, for A, by the service worker stopped ' +
      'as an idle browser stops it; then ' +
      `Lighthouse ${lighthouseVersion} --throttling-method=devtools (slow 4G, 4× CPU) loads the ` +
      'page again in the same tab with its storage kept (disableStorageReset). A: the app as ' +
      'built, its worker answering the page (checked every run: the page’s response came from ' +
      'the worker, navigator.serviceWorker.controller set). B: the same build with ' +
      'navigator.serviceWorker.register stubbed out, so only the HTTP cache (checked: no ' +
      'registration).',
    'The worker’s own requests get the page’s network throttling too (Lighthouse throttles the ' +
      'page’s only); its CPU is not slowed (Chromium slows pages only).',
    'A ÷ B: median (min–max) of the ratios of each round’s pair, run back to back, their order ' +
      'alternating. TBT: long tasks from FCP until the main thread is quiet (5 s without a task ' +
      'of 50 ms or more), as Lighthouse counts them up to TTI, which a busy machine often never ' +
      'reaches. Blocking time from the start: the same sum from the navigation’s start, as TBT ' +
      'starts at FCP and a page that paints sooner has more of its work counted. ' +
      'bytes over the network: encoded bytes of every finished load, the page’s and ' +
      'its worker’s; 0 for the HTTP cache and the worker’s cache.',
  ];
}

async function repeatVisitReport(pages) {
  log(`repeat visits ×${runs} pairs, interleaved: ${pages.map((p) => p.label).join(', ')}`);
  const results = await interleavedRepeatVisits(pages, { runs, earlierVisits, chromePath, log });
  const machine = { node: process.version, cpus: cpus().length, loadAtStart, loadAtEnd: load() };
  const markdown = repeatVisitMarkdown(results, pages, repeatVisitNotes(machine));
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-web-repeat-visit.md', markdown);
  const json = { measuredAt: new Date().toISOString(), runs, pages, machine, results };
  writeFileSync('reports/bench-web-repeat-visit.json', `${JSON.stringify(json, null, 2)}\n`);
  console.log(markdown);
  log('wrote reports/bench-web-repeat-visit.md and reports/bench-web-repeat-visit.json');
}

async function benchReport(pages) {
  const lighthousePages = anchor
    ? [
        ...pages,
        { id: 'anchor', label: 'Giphy anchor', url: `${await anchor.start(await freePort())}/` },
      ]
    : pages;
  log(
    `Lighthouse ×${runs} a page and method, interleaved: ${lighthousePages.map((p) => p.label).join(', ')}`,
  );
  const lighthouse = await interleavedLighthouse(lighthousePages, { runs, chromePath, log });
  const browser = pageIds.includes('search') ? await browserFigures() : {};
  const machine = { node: process.version, cpus: cpus().length, loadAtStart, loadAtEnd: load() };
  const rows = [...lighthouseRows(lighthouse, pages), ...browserRows(browser)];
  const markdown = markdownReport(rows, { title: 'bench:web', notes: notes(machine) });
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-web.md', markdown);
  const json = {
    measuredAt: new Date().toISOString(),
    runs,
    pages: lighthousePages,
    machine,
    rows,
    lighthouse,
    ...browser,
  };
  writeFileSync('reports/bench-web.json', `${JSON.stringify(json, null, 2)}\n`);
  console.log(markdown);
  log(`${tally(rows)}; wrote reports/bench-web.md and reports/bench-web.json`);
}

try {
  log(`starting the service on ${service.url} (database ${service.dbPath})`);
  await service.start();
  const pages = await appPages();
  await (repeatVisit ? repeatVisitReport(pages) : benchReport(pages));
} finally {
  await Promise.allSettled([service.stop(), anchor?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}
