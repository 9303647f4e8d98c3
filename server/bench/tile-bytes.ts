/**
 * Bytes of animated tiles as the app asks for them, and how fast the first screen's images are
 * served after a restart. `npx tsx server/bench/tile-bytes.ts [--all]`: the first page of the
 * search for "cat" (what `/?q=cat` shows first), or with --all every animated sticker of the
 * catalogue too. The service runs over real HTTP on a freshly seeded database file.
 */
import { serve } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { seedCatalogue } from '../src/catalogue';
import { openDatabase } from '../src/db/open-database';
import { median, p90, PHONE_DPR, TILE_CSS_SIZE, tileUrl } from '../src/testing/tile-urls';
import { loadLine } from './report';

/** A phone's first screen of the search: two columns of 160 px tiles, about six rows. */
const FIRST_SCREEN_TILES = 12;
const ROUNDS = 5;
const ACCEPT = { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function startService(folder: string) {
  const db = openDatabase(join(folder, 'stickers.db'));
  const app = createApp({ db, apiKeys: ['bench'] });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }).then(() => db.close()),
  };
}

async function bytesOf(url: string): Promise<number> {
  const response = await fetch(url, { headers: ACCEPT });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** Milliseconds until every URL has been fetched, all asked for at once as a page does. */
async function timeAll(urls: readonly string[]): Promise<number> {
  const started = performance.now();
  await Promise.all(urls.map(bytesOf));
  return performance.now() - started;
}

function reportBytes(title: string, images: readonly string[]) {
  return Promise.all(
    [1, PHONE_DPR].map(async (dpr) => {
      const urls = images.map((image) => tileUrl(image, dpr));
      const sizes = [];
      for (const url of urls) sizes.push(await bytesOf(url));
      const rung = new URL(urls[0] ?? 'http://x').searchParams.get('d');
      return [
        `${title}, DPR ${dpr} (d=${rung})`,
        {
          tiles: sizes.length,
          median: kB(median(sizes)),
          p90: kB(p90(sizes)),
          max: kB(Math.max(...sizes)),
        },
      ] as const;
    }),
  );
}

const folder = mkdtempSync(join(tmpdir(), 'tile-bytes-'));
try {
  const seeding = openDatabase(join(folder, 'stickers.db'));
  seedCatalogue(seeding);
  const animatedCatalogue = seeding
    .prepare<[], { key: string }>(
      "SELECT image_key || '~' || animation AS key FROM stickers WHERE animation IS NOT NULL",
    )
    .all()
    .map(({ key }) => key);
  seeding.close();

  let service = await startService(folder);
  const search = await fetch(
    `${service.origin}/api/messenger/v1/search?q=cat&lang=en&userId=bench&limit=50`,
    { headers: { apikey: 'bench' } },
  );
  const { body } = (await search.json()) as { body: { stickerList: { stickerImg: string }[] } };
  const images = body.stickerList.map(({ stickerImg }) => stickerImg);
  const animated = images.filter((image) => image.includes('~'));
  const firstScreen = images.slice(0, FIRST_SCREEN_TILES).map((image) => tileUrl(image, PHONE_DPR));

  const neverRendered = await timeAll(firstScreen);
  const rows = await reportBytes('/?q=cat page 1, animated', animated);
  if (process.argv.includes('--all')) {
    const all = animatedCatalogue.map((key) => `${service.origin}/api/images/${key}.svg`);
    rows.push(...(await reportBytes('whole catalogue, animated', all)));
  }
  console.log(
    `\nAnimated WebP tiles as the app asks for them (${TILE_CSS_SIZE} px tiles; kB = 1000 bytes)`,
  );
  console.table(Object.fromEntries(rows));

  const restarted: number[] = [];
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await service.close();
    service = await startService(folder);
    const screen = firstScreen.map((url) => url.replace(/^http:\/\/[^/]+/, service.origin));
    restarted.push(await timeAll(screen));
    warm.push(await timeAll(screen));
  }
  await service.close();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nFirst screen of /?q=cat at DPR ${PHONE_DPR}: ${FIRST_SCREEN_TILES} tiles fetched at once, ${ROUNDS} restarts`,
  );
  console.table({
    'first visit ever (renders)': { median: ms(neverRendered), range: '1 run' },
    'first visit after a restart': {
      median: ms(median(restarted)),
      range: `${ms(Math.min(...restarted))}–${ms(Math.max(...restarted))}`,
    },
    'warm (same process)': {
      median: ms(median(warm)),
      range: `${ms(Math.min(...warm))}–${ms(Math.max(...warm))}`,
    },
  });
  console.log(`after a restart / warm: ${(median(restarted) / median(warm)).toFixed(2)}×`);
  console.log(loadLine());
} finally {
  rmSync(folder, { recursive: true, force: true });
}
