// One Lighthouse performance run (mobile defaults: a phone's screen, slow 4G, 4× CPU) in
// Debian's Chromium, launched by the chrome-launcher that ships with lighthouse: a fresh browser
// per run. 'devtools' applies the throttling in the browser, so the figures are what a real
// browser did; 'simulate' loads unthrottled and estimates them with Lantern, Lighthouse's default.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from './chromium.mjs';
import { gzip9 } from './js-weight.mjs';
import { blockingMs, longTasksOf, mainThreadQuietMs } from './main-thread.mjs';
import { CPU_ONLY_THROTTLING } from './shared-link.mjs';

const ATTEMPTS = 3;

/**
 * Runs `use` with a fresh headless Chromium (its own temporary profile), killed afterwards.
 * @template T
 * @param {string} chromePath
 * @param {(chrome: import('chrome-launcher').LaunchedChrome) => Promise<T>} use
 * @param {string[]} [extraFlags] added to chromium.mjs's flags
 * @returns {Promise<T>}
 */
export async function withChromium(chromePath, use, extraFlags = []) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumFlags, ...extraFlags],
    logLevel: 'silent',
  });
  try {
    return await use(chrome);
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's performance run of `url`, mobile defaults. `page` (puppeteer-core) runs it in a
 * tab the caller has already used; `settings` are added to the defaults.
 */
export async function lighthousePerformance(url, { port, page, throttlingMethod, settings = {} }) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      // Its screenshot of the whole page serves the HTML report only.
      disableFullPageScreenshot: true,
      ...settings,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return result;
}

function lighthouseResult(url, chromePath, throttlingMethod, sharedLink) {
  return withChromium(
    chromePath,
    (chrome) =>
      lighthousePerformance(url, {
        port: chrome.port,
        throttlingMethod,
        settings: sharedLink ? { throttling: CPU_ONLY_THROTTLING } : {},
      }),
    sharedLink?.chromeFlags,
  );
}

/**
 * Every script the page ran, as the browser parsed it (Lighthouse's Scripts artifact: files,
 * lazy chunks and inline scripts alike, whatever loaded them; its own evaluations left out),
 * each compressed on its own with gzip -9.
 */
function javascriptRun(artifacts) {
  const documentUrl = artifacts.URL.mainDocumentUrl;
  const files = artifacts.Scripts.filter((script) => typeof script.content === 'string').map(
    (script) => ({
      source:
        script.url === documentUrl
          ? `inline, line ${script.startLine + 1}`
          : new URL(script.url).pathname,
      gzip: gzip9(script.content),
    }),
  );
  return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), files };
}

async function oneRun(url, chromePath, throttling, sharedLink) {
  const { lhr, artifacts } = await lighthouseResult(url, chromePath, throttling, sharedLink);
  const metric = (id) => lhr.audits[id].numericValue ?? Number.NaN;
  if (throttling === 'simulate') {
    return { lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time') };
  }
  const fcpMs = metric('first-contentful-paint');
  const js = javascriptRun(artifacts);
  const longTasks = await longTasksOf(artifacts.Trace);
  const quietMs = mainThreadQuietMs(longTasks, fcpMs);
  return {
    lcpMs: metric('largest-contentful-paint'),
    fcpMs,
    mainThreadQuietMs: quietMs,
    tbtMs: metric('total-blocking-time'),
    // TBT starts at FCP, so a page that paints sooner counts work that a later paint hides.
    blockingFromStartMs: blockingMs(longTasks, 0, quietMs),
    cls: metric('cumulative-layout-shift'),
    jsGzip: js.gzip,
    pageBytes: metric('total-byte-weight'),
    scripts: js.files,
  };
}

/**
 * One measured run of `url`. A run whose page did not load is repeated, up to three attempts,
 * the failure reported through `onRetry`; it never becomes a figure.
 * @param {string} url
 * With `sharedLink` (shared-link.mjs, devtools only) the network is that link's and Lighthouse
 * throttles the CPU only.
 * @param {{ chromePath: string, throttling: 'devtools' | 'simulate', onRetry?: (error: Error) => void, sharedLink?: { chromeFlags: string[] } }} options
 */
export function lighthouseRun(url, { chromePath, throttling, onRetry, sharedLink }) {
  return withRetries(() => oneRun(url, chromePath, throttling, sharedLink), onRetry);
}

/**
 * `run`, repeated after a failure up to three attempts in all; the last failure is thrown.
 * @template T
 * @param {() => Promise<T>} run
 * @param {(error: Error) => void} [onRetry]
 * @returns {Promise<T>}
 */
export async function withRetries(run, onRetry) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      onRetry?.(error);
    }
  }
}
