// Screenshots every route at 375 and 1280 px wide, light and dark, into reports/screenshots/.
// Uses BASE_URL when given (an app already served with its API); otherwise builds the app and
// starts the real local service on a free port with a throwaway database, which serves both.
//   node scripts/screenshots.mjs [--only=name,name]   BASE_URL=http://127.0.0.1:8787 node …
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, requireChromium } from './bench/chromium.mjs';

const outDir = join('reports', 'screenshots');
const SETTINGS_KEY = 'sticker-browser:settings';
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');

/**
 * Pages beyond the main navigation's (which come from the app itself, navigationShots): name,
 * path, settings (userId etc.), and what to wait for besides the network settling.
 */
const cases = [
  { name: 'search-results', path: '/?q=cat' },
  { name: 'search-none', path: '/?q=zzzxqj' },
  { name: 'category', path: '/categories/Animals' },
  { name: 'pack', path: '/packs/{packId}' },
  { name: 'pack-not-found', path: '/packs/999999' },
  { name: 'my-packs-empty', path: '/my-packs', user: 'nobody-yet' },
  { name: 'camera-ranked-weekly', path: '/camera?date=Weekly' },
  { name: 'camera-search', path: '/camera/search?q=smile' },
  { name: 'settings', path: '/settings' },
  { name: 'error-9000', path: '/my-packs', apiKey: 'not-a-key' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'menu-open', path: '/my-packs', menu: true, widths: [375] },
];

/** Every page the main navigation links to, named after its path (the app's route table). */
async function navigationShots(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base);
  const paths = await page
    .getByRole('navigation', { name: 'Main' })
    .last()
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL(link.href).pathname));
  await page.close();
  return [...new Set(paths)].map((path) => ({
    name: path === '/' ? 'search-empty' : path.slice(1).replaceAll('/', '-'),
    path,
  }));
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function startService() {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const port = await freePort();
  const db = join(tmpdir(), `screenshots-${Date.now()}.db`);
  const child = spawn('npx', ['tsx', 'server/src/index.ts'], {
    env: { ...process.env, PORT: String(port), STICKER_DB: db },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(db, { force: true });
  };
  return { base, stop };
}

async function firstPackId(base) {
  const res = await fetch(`${base}/api/camera/v1/package?userId=demo`, {
    headers: { apikey: 'local-dev-key' },
  });
  const json = await res.json();
  return json.body?.packageList?.[0]?.packageId ?? 1;
}

async function main() {
  const service = process.env.BASE_URL ? null : await startService();
  const base = process.env.BASE_URL ?? service.base;
  const packId = await firstPackId(base);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: chromiumFlags,
  });
  try {
    const shots = [...(await navigationShots(browser, base)), ...cases];
    for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
      for (const width of shot.widths ?? [375, 1280]) {
        for (const colorScheme of ['light', 'dark']) {
          const context = await browser.newContext({
            viewport: { width, height: width < 640 ? 812 : 800 },
            colorScheme,
            deviceScaleFactor: 1,
          });
          const settings = { userId: shot.user ?? 'demo', lang: 'en', countryCode: 'US' };
          if (shot.apiKey) settings.apiKey = shot.apiKey;
          await context.addInitScript(
            ([key, value]) => localStorage.setItem(key, value),
            [SETTINGS_KEY, JSON.stringify(settings)],
          );
          const page = await context.newPage();
          await page.goto(base + shot.path.replace('{packId}', String(packId)));
          await page.waitForLoadState('networkidle');
          if (shot.menu) await page.getByRole('button', { name: 'Menu' }).click();
          await page.waitForTimeout(400);
          const file = join(outDir, `${shot.name}-${width}-${colorScheme}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          console.log(file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    service?.stop();
  }
}

await main();
