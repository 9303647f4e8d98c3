// One Lighthouse performance run (default mobile settings; simulated throttling unless the
// caller asks for 'devtools', the same slow network and CPU applied in the browser) in Debian's
// Chromium, launched by the chrome-launcher that ships with lighthouse: a fresh browser per run.
// Besides the metrics it counts the JavaScript the page loaded (scripts/bench/js-weight.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromiumFlags } from './chromium.mjs';
import { countJs, inlineScripts, isScriptResource } from './js-weight.mjs';

const ATTEMPTS = 3;
/**
 * `--viewport desktop`: the screen of Lighthouse's desktop preset; the network and CPU stay the
 * phone's, so a page whose largest element depends on the width can be measured at both.
 */
const DESKTOP_SCREEN = {
  formFactor: 'desktop',
  screenEmulation: {
    mobile: false,
    width: 1350,
    height: 940,
    deviceScaleFactor: 1,
    disabled: false,
  },
};
/** Script bodies by URL: hashed files do not change during a run. */
const bodies = new Map();

async function fetchBody(url) {
  if (!bodies.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    bodies.set(url, Buffer.from(await response.arrayBuffer()));
  }
  return bodies.get(url);
}

/**
 * Every script request of the run (Lighthouse records until the network and the CPU are quiet,
 * which is after TTI) and the executable inline scripts of the HTML the page was served.
 */
async function javascriptOf(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter(
    (r) =>
      isScriptResource(r.resourceType, r.mimeType) && /^https?:/.test(r.url) && r.statusCode < 400,
  );
  const files = await Promise.all(
    scripts.map(async (r) => ({
      url: r.url,
      body: await fetchBody(r.url),
      sentBytes: r.transferSize,
    })),
  );
  const html = await (await fetch(lhr.finalDisplayedUrl)).text();
  return countJs(files, inlineScripts(html));
}

/**
 * Where the LCP's time went, as Lighthouse breaks it down (TTFB, load delay until the element's
 * image is asked for, its load time, render delay after it has loaded): `phase` in ms, or NaN
 * when Lighthouse named no LCP element.
 */
function lcpPhases(lhr) {
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  return (phase) => phases.find((item) => item.phase === phase)?.timing ?? Number.NaN;
}

/**
 * What the simulated LCP of the run just made ended on, per Lantern graph (optimistic and
 * pessimistic, whose mean Lighthouse reports): the resource type of the last node it waits for
 * ('Image', 'Script', 'Fetch', …) or 'CPU'. Lantern leaves low-priority images out
 * (`LargestContentfulPaint.isNotLowPriorityImageNode`), so a page whose images stayed Low reads
 * as the end of its data and script, not when an image painted. Empty under devtools throttling.
 */
function whatSimulatedLcpEndedOn() {
  const { Simulator } = Lantern.Simulation;
  const { isNotLowPriorityImageNode } = Lantern.Metrics.LargestContentfulPaint;
  const endedOn = [];
  for (const [label, timings] of Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint$/.test(label)) continue;
    const counted = [...timings].filter(([node]) => isNotLowPriorityImageNode(node));
    const [last] = counted.reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a));
    endedOn.push(last.type === 'network' ? last.request.resourceType : 'CPU');
  }
  Simulator.allNodeTimings.clear();
  return endedOn;
}

/**
 * Lighthouse's performance audit of `url` in a fresh Chromium (mobile defaults), its whole result
 * (report and artifacts); throws when the page did not load.
 * @param {string} url
 * @param {string} chromePath
 * @param {'simulate' | 'devtools'} [throttlingMethod]
 * @param {'phone' | 'desktop'} [viewport]
 */
export async function lighthouseResult(
  url,
  chromePath,
  throttlingMethod = 'simulate',
  viewport = 'phone',
) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      ...(viewport === 'desktop' ? DESKTOP_SCREEN : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    }
    return result;
  } finally {
    await chrome.kill();
  }
}

async function oneRun(url, chromePath, throttlingMethod, viewport) {
  const { lhr } = await lighthouseResult(url, chromePath, throttlingMethod, viewport);
  const metric = (id) => lhr.audits[id].numericValue;
  const diagnostics = lhr.audits.diagnostics.details.items[0];
  const lcpPhase = lcpPhases(lhr);
  const js = await javascriptOf(lhr);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    lcpLoadDelayMs: lcpPhase('Load Delay'),
    lcpRenderDelayMs: lcpPhase('Render Delay'),
    lcpEndedOn: whatSimulatedLcpEndedOn(),
    tbtMs: metric('total-blocking-time'),
    ttiMs: metric('interactive'),
    cls: metric('cumulative-layout-shift'),
    totalBytes: diagnostics.totalByteWeight,
    requests: diagnostics.numRequests,
    jsGzip: js.gzip,
    jsSent: js.sent,
    jsFiles: js.files.length,
    js,
    warnings: lhr.runWarnings,
  };
}

/**
 * One measured run of `url`. A run whose page did not load (Lighthouse's runtimeError) is
 * repeated, up to three attempts, and the failure reported through `onRetry`; it never becomes
 * a figure.
 * @param {string} url
 * @param {{ chromePath: string, throttling?: 'simulate' | 'devtools', viewport?: 'phone' | 'desktop', onRetry?: (error: Error) => void }} options
 */
export async function lighthouseRun(
  url,
  { chromePath, throttling = 'simulate', viewport = 'phone', onRetry },
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await oneRun(url, chromePath, throttling, viewport);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      onRetry?.(error);
    }
  }
}
