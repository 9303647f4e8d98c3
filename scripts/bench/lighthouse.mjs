// One Lighthouse performance run (mobile defaults: a phone's screen, slow 4G, 4× CPU) in
// Debian's Chromium, launched by the chrome-launcher that ships with lighthouse: a fresh browser
// per run. 'devtools' applies the throttling in the browser, so the figures are what a real
// browser did; 'simulate' loads unthrottled and estimates them with Lantern, Lighthouse's default.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from './chromium.mjs';
import { gzip9 } from './js-weight.mjs';
import { longTasksOf, mainThreadQuietMs } from './main-thread.mjs';

const ATTEMPTS = 3;

async function lighthouseResult(url, chromePath, throttlingMethod) {
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
      // Its screenshot of the whole page serves the HTML report only.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
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

async function oneRun(url, chromePath, throttling) {
  const { lhr, artifacts } = await lighthouseResult(url, chromePath, throttling);
  const metric = (id) => lhr.audits[id].numericValue ?? Number.NaN;
  if (throttling === 'simulate') {
    return { lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time') };
  }
  const fcpMs = metric('first-contentful-paint');
  const js = javascriptRun(artifacts);
  return {
    lcpMs: metric('largest-contentful-paint'),
    mainThreadQuietMs: mainThreadQuietMs(await longTasksOf(artifacts.Trace), fcpMs),
    tbtMs: metric('total-blocking-time'),
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
 * @param {{ chromePath: string, throttling: 'devtools' | 'simulate', onRetry?: (error: Error) => void }} options
 */
export async function lighthouseRun(url, { chromePath, throttling, onRetry }) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await oneRun(url, chromePath, throttling);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      onRetry?.(error);
    }
  }
}
