// Lighthouse performance runs (default mobile settings) in Debian's Chromium, launched by the
// chrome-launcher that ships with lighthouse: no puppeteer, one fresh browser per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from './chromium.mjs';

/**
 * @param {string} url
 * @param {{ chromePath: string, runs: number, onRun?: (run: object) => void }} options
 */
export async function lighthouseRuns(url, { chromePath, runs, onRun }) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
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
      const run = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        warnings: lhr.runWarnings,
      };
      results.push(run);
      onRun?.(run);
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
