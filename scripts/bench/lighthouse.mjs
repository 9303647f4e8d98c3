// Lighthouse performance runs (default mobile settings) in Debian's Chromium, launched by the
// chrome-launcher that ships with lighthouse: no puppeteer, one fresh browser per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from './chromium.mjs';

const ATTEMPTS_PER_RUN = 3;

async function oneRun(url, chromePath) {
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
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `runs` measured runs of `url`. A run whose page did not load (Lighthouse's runtimeError, e.g.
 * while another build rewrites dist/ in a shared checkout) is repeated, up to three attempts, and
 * the failure is reported through `onRetry`; it never becomes a score.
 * @param {string} url
 * @param {{ chromePath: string, runs: number, onRun?: (run: object) => void,
 *   onRetry?: (error: Error) => void }} options
 */
export async function lighthouseRuns(url, { chromePath, runs, onRun, onRetry }) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const run = await oneRun(url, chromePath);
        results.push(run);
        onRun?.(run);
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS_PER_RUN) throw error;
        onRetry?.(error);
      }
    }
  }
  return results;
}
