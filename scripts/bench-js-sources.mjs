// npm run bench:js-sources -- [--dir <folder holding dist/>] [--path /?q=cat] [--match <regex>]:
// the JavaScript a first visit runs, file by file. The service serves the build; Debian's
// Chromium, on Lighthouse's phone screen, opens the page; every script it loads until the search
// box responds and the network is quiet for a second (the chunks loaded after the first screen
// included, as e2e/bundle-budget.spec.ts counts them) is split by source (js-by-source.mjs). Prints
// each chunk's gzip -9 size, the 25 largest sources, and the sum of the sources whose path
// matches --match (e.g. what one feature's files weigh).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags, requireChromium } from './bench/chromium.mjs';
import { gzipBySource } from './bench/js-by-source.mjs';
import { gzip9, kb } from './bench/js-weight.mjs';
import { freePort, LocalService } from './bench/service.mjs';
import { TrafficRecorder } from './bench/network.mjs';

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: '.' },
    path: { type: 'string', default: '/?q=cat' },
    match: { type: 'string' },
  },
});
const siteDir = resolve(options.dir);
const dist = join(siteDir, 'dist');
if (!existsSync(join(dist, 'index.html')))
  throw new Error(`No build in ${dist}: run npm run build`);
const match = options.match ? new RegExp(options.match) : null;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-js-sources-'));
const service = new LocalService({
  port: await freePort(),
  dbPath: join(dataDir, 'service.db'),
  apiKeys: ['bench-key', 'e2e-key', 'local-dev-key'],
  siteDir,
});
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumFlags });
const scripts = [];
try {
  await service.start();
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()));
  });
  const traffic = new TrafficRecorder(page, () => true);
  await page.goto(service.url + options.path);
  await page.getByRole('combobox').first().waitFor();
  await traffic.quiet(1_000);
} finally {
  await browser.close();
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const sources = new Map();
let total = 0;
for (const url of scripts) {
  const code = readFileSync(join(dist, url.pathname), 'utf8');
  const mapPath = join(dist, `${url.pathname}.map`);
  const chunk = gzip9(code);
  total += chunk;
  console.log(`${url.pathname}: ${kb(chunk)} kB`);
  const shares = existsSync(mapPath)
    ? gzipBySource(code, readFileSync(mapPath, 'utf8'))
    : [{ source: `${url.pathname} (no sourcemap)`, gzip: chunk }];
  for (const { source, gzip } of shares) sources.set(source, (sources.get(source) ?? 0) + gzip);
}
console.log(`\nall scripts: ${kb(total)} kB gzip -9 (inline scripts not included)\n`);
const bySize = [...sources].sort((a, b) => b[1] - a[1]);
for (const [source, gzip] of bySize.slice(0, 25)) console.log(`${kb(gzip)} kB  ${source}`);
if (match) {
  const matched = bySize.filter(([source]) => match.test(source));
  console.log(`\nsources matching ${match}:`);
  for (const [source, gzip] of matched) console.log(`${kb(gzip)} kB  ${source}`);
  const sum = matched.reduce((s, [, gzip]) => s + gzip, 0);
  console.log(`together: ${kb(sum)} kB gzip -9 of ${kb(total)} kB`);
}
