// bench:web --repeat-visit: a person's second visit, online, in a real throttled Chromium. A fresh
// browser a run; a first visit (not measured) leaves the HTTP cache filled and, for A, the service
// worker installed and activated; then Lighthouse (devtools throttling, a phone's slow 4G and 4×
// CPU) loads the page again in the same tab with its storage kept (disableStorageReset).
// A = the app as shipped; B = the same build with registration stubbed out (what Playwright's
// `serviceWorkers: 'block'` does), so it has only the HTTP cache, as the app had before #30.
import { defaultSettings, throttling } from 'lighthouse/core/config/constants.js';
import { emulate, enableNetworkThrottling } from 'lighthouse/core/lib/emulation.js';
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { lighthousePerformance, withChromium, withRetries } from './lighthouse.mjs';
import { blockingMs, longTasksOf, mainThreadQuietMs } from './main-thread.mjs';
import { isApiUrl } from './network.mjs';
import {
  documentFromWorker,
  networkRequests,
  pairedSchedule,
  requestMs,
  VARIANTS,
  workerRequestsForPage,
} from './repeat-visit-figures.mjs';

// Lighthouse's mobile default, the conditions its devtools throttling gives the page.
const PHONE_NETWORK = throttling.mobileSlow4G;
const WAIT_MS = 60_000;

const blockRegistration = () => {
  navigator.serviceWorker.register = () => Promise.resolve(undefined);
};

/** Lighthouse's commands through a puppeteer-core session. */
const protocolSession = (session) => ({
  sendCommand: (method, params) => session.send(method, params),
});

/**
 * The unmeasured first visit, on the phone Lighthouse emulates (its screen and user agent, so the
 * page asks for the same image sizes then as in the measured visit): loaded, quiet, and with the
 * worker activated when there is one.
 */
async function firstVisit(page, url, variant) {
  if (variant === 'http-cache') await page.evaluateOnNewDocument(blockRegistration);
  const session = await page.createCDPSession();
  await emulate(protocolSession(session), defaultSettings);
  await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
  if (variant === 'worker') {
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
      { timeout: WAIT_MS, polling: 250 },
    );
  }
  await page.waitForNetworkIdle({ idleTime: 1_000, timeout: WAIT_MS });
  await session.detach();
}

/**
 * Stops the worker, as the browser does once a tab has been idle a while, so the measured visit
 * pays for starting it, as a person's next visit would.
 */
async function stopWorkers(browser, page) {
  const session = await page.createCDPSession();
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.stopAllWorkers');
  await session.detach();
  const deadline = Date.now() + 10_000;
  while (browser.targets().some((target) => target.type() === 'service_worker')) {
    if (Date.now() > deadline) throw new Error('The service worker did not stop');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Lighthouse throttles the page's own requests only; the requests a service worker makes for it
 * would cross an unthrottled network. Every worker that starts gets the page's network
 * conditions, and its network records are kept.
 */
async function throttleWorkers(browser) {
  const session = await browser.target().createCDPSession();
  const events = [];
  let started = 0;
  session.on('Target.attachedToTarget', ({ sessionId }) => {
    const worker = session.connection().session(sessionId);
    if (!worker) return;
    for (const method of [
      'Network.requestWillBeSent',
      'Network.responseReceived',
      'Network.loadingFinished',
    ]) {
      worker.on(method, (params) => events.push({ method, params }));
    }
    void (async () => {
      await worker.send('Network.enable');
      await enableNetworkThrottling(protocolSession(worker), PHONE_NETWORK);
      started += 1;
      await worker.send('Runtime.runIfWaitingForDebugger');
    })();
  });
  await session.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker' }],
  });
  return { events, started: () => started, stop: () => session.detach() };
}

async function measuredVisit(browser, page, url) {
  const workers = await throttleWorkers(browser);
  try {
    const { lhr, artifacts } = await lighthousePerformance(url, {
      page,
      throttlingMethod: 'devtools',
      settings: { disableStorageReset: true },
    });
    const log = artifacts.DevtoolsLog;
    const metric = (id) => lhr.audits[id].numericValue ?? Number.NaN;
    const fcpMs = metric('first-contentful-paint');
    const longTasks = await longTasksOf(artifacts.Trace);
    const quietMs = mainThreadQuietMs(longTasks, fcpMs);
    const worker = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
    }));
    const pageRequests = networkRequests(log);
    const workerRequests = workerRequestsForPage(log, workers.events);
    const bytes = (requests) => requests.reduce((sum, request) => sum + request.bytes, 0);
    return {
      lcpMs: metric('largest-contentful-paint'),
      fcpMs,
      tbtMs: blockingMs(longTasks, fcpMs, quietMs),
      // TBT starts at FCP, so a page that paints sooner counts work that a later paint hides.
      blockingFromStartMs: blockingMs(longTasks, 0, quietMs),
      lighthouseTbtMs: metric('total-blocking-time'),
      longTasks,
      // Lighthouse's main-thread time by kind (script evaluation, style and layout, …), in ms.
      mainThreadWork: Object.fromEntries(
        (lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [
          item.group,
          Math.round(item.duration),
        ]),
      ),
      mainThreadQuietMs: quietMs,
      networkBytes: bytes(pageRequests) + bytes(workerRequests),
      workerBytes: bytes(workerRequests),
      // Where the bytes went, for the JSON report; the worker's own fetches are marked `worker`.
      requests: [
        ...pageRequests,
        ...workerRequests.map((request) => ({ ...request, worker: true })),
      ].filter((request) => request.bytes > 0),
      documentMs: requestMs(log, (url) => url === artifacts.URL.mainDocumentUrl),
      apiReadMs: requestMs(log, isApiUrl),
      documentFromWorker: documentFromWorker(log, artifacts.URL.mainDocumentUrl),
      controlled: worker.controlled,
      registrations: worker.registrations,
      workersThrottled: workers.started(),
    };
  } finally {
    await workers.stop();
  }
}

/** What a run must show to count: A answered by its worker, throttled; B with no worker at all. */
function checkVariant(run, variant) {
  const problem =
    variant === 'worker'
      ? !run.documentFromWorker || !run.controlled
        ? 'the service worker did not answer the measured load'
        : run.workersThrottled === 0 && 'no service worker started to be throttled'
      : (run.documentFromWorker || run.registrations > 0) && 'a service worker was registered';
  if (problem) throw new Error(`${variant}: ${problem}`);
}

/**
 * One repeat visit of `url`: A (`worker`) or B (`http-cache`), after `earlierVisits` unmeasured
 * ones (1: the measured visit is the first the worker answers).
 * @param {string} url
 * @param {{ chromePath: string, variant: 'worker' | 'http-cache', earlierVisits: number }} options
 */
export function repeatVisit(url, { chromePath, variant, earlierVisits }) {
  return withChromium(chromePath, async (chrome) => {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      for (let visit = 0; visit < earlierVisits; visit++) {
        await firstVisit(page, url, variant);
        if (variant === 'worker') await stopWorkers(browser, page);
      }
      const run = await measuredVisit(browser, page, url);
      checkVariant(run, variant);
      return run;
    } finally {
      await browser.disconnect();
    }
  });
}

/**
 * Every page's repeat visit, A and B, `runs` rounds in `pairedSchedule`'s order.
 * @param {{ id: string, label: string, url: string }[]} pages
 * @param {{ runs: number, earlierVisits: number, chromePath: string, log: (message: string) => void }} options
 * @returns {Promise<Record<string, Record<string, object[]>>>} runs by page id, then variant
 */
export async function interleavedRepeatVisits(pages, { runs, earlierVisits, chromePath, log }) {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const results = Object.fromEntries(
    pages.map((page) => [page.id, Object.fromEntries(VARIANTS.map((variant) => [variant, []]))]),
  );
  for (const { round, pageId, variant } of pairedSchedule([...byId.keys()], runs)) {
    const page = byId.get(pageId);
    const run = await withRetries(
      () => repeatVisit(page.url, { chromePath, variant, earlierVisits }),
      (error) => log(`  ${page.label} ${variant}: run failed, repeating it: ${error.message}`),
    );
    // How busy the machine was as the run ended (1-minute load average), for the report.
    results[pageId][variant].push({ ...run, load1: loadavg()[0] });
    const figures = ['lcpMs', 'tbtMs', 'networkBytes', 'apiReadMs']
      .map((key) => `${key} ${Math.round(run[key])}`)
      .join(', ');
    log(`  round ${round + 1}/${runs} ${page.label} ${variant}: ${figures}`);
  }
  return results;
}
