import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, requireChromium } from './scripts/bench/chromium.mjs';
import { freePort } from './scripts/bench/service.mjs';

const chromiumPath = requireChromium();

// A free port unless E2E_PORT names one, so runs in several checkouts on one machine do not meet.
// Workers re-read this file and inherit the first process's choice through the environment.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// Workers re-read this file: keep the first process's database path for all of them. A path of
// our own is deleted by the global teardown; one given in E2E_DB is kept.
if (!process.env.E2E_DB) {
  process.env.E2E_DB = join(tmpdir(), `sticker-e2e-${Date.now()}.db`);
  process.env.E2E_DB_TEMPORARY = '1';
}

export const e2eDatabasePath = process.env.E2E_DB;
export const e2eApiKey = 'e2e-key';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  // Every test has a user of its own, so spec files can run side by side. CI's machine is ours
  // alone (two cores); a shared development machine runs one at a time unless E2E_WORKERS says.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The interface follows the browser's languages: tests read English unless they set a locale.
    locale: 'en-US',
    // Recording a trace of every test made the routes' and languages' specs about a fifth slower
    // (3.7 against 3.0 minutes, interleaved runs). CI retries a failure once and records that
    // retry; a local run (no retries) keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The app's service worker would answer requests before page.route sees them; only
    // e2e/offline.spec.ts, which is about the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run build && npm run server',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      STICKER_DB: e2eDatabasePath,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The app reached as localhost downloads images from PUBLIC_URL's origin with CORS
      // (e2e/images-other-origin.spec.ts).
      CORS_ORIGINS: `http://localhost:${port}`,
      STICKER_API_KEYS: `${e2eApiKey},local-dev-key`,
      VITE_STICKER_API_KEY: e2eApiKey,
    },
  },
});
