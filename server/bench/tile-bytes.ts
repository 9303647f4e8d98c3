/**
 * Bytes of animated tiles as the app asks for them, and how fast the first screen's images are
 * served after a restart. `npx tsx server/bench/tile-bytes.ts [--all]`: the first page of the
 * search for "cat" (what `/?q=cat` shows first), or with --all every animated sticker of the
 * catalogue too. The service runs in its own process over real HTTP on a freshly seeded
 * database file; a restart is a new process over the same folder.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedCatalogue } from '../src/catalogue';
import { openSqlite } from '../src/db/sqlite';
import { median, p90, PHONE_DPR, TILE_CSS_SIZE, tileUrl } from '../src/testing/tile-urls';
import { loadLine } from './report';

/** A phone's first screen of the search: two columns of 160 px tiles, about six rows. */
const FIRST_SCREEN_TILES = 12;
const ROUNDS = 5;
const ACCEPT = { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The service in a process of its own, so a restart starts from nothing but the disk. */
async function startService(folder: string) {
  const child = fork(
    new URL('./service-child.ts', import.meta.url),
    [join(folder, 'stickers.db'), 'bench'],
    {
      execArgv: ['--import', 'tsx'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (reply) => resolve((reply as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`service exited with ${String(code)}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** Body length of a GET; `agent` holds the connections, as a browser's six per origin. */
function bytesOf(url: string, agent = new Agent()): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: ACCEPT }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.byteLength));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(length)
          : reject(new Error(`${url} answered ${String(response.statusCode)}`)),
      );
    }).on('error', reject);
  });
}

/** Milliseconds until every URL has been fetched, all asked for at once over fresh connections. */
async function timeAll(urls: readonly string[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const started = performance.now();
  await Promise.all(urls.map((url) => bytesOf(url, agent)));
  const elapsed = performance.now() - started;
  agent.destroy();
  return elapsed;
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
  const seeding = await openSqlite(join(folder, 'stickers.db'));
  await seedCatalogue(seeding);
  const animatedCatalogue = (
    await seeding.kysely
      .selectFrom('stickers')
      .select(['image_key', 'animation'])
      .where('animation', 'is not', null)
      .execute()
  ).map((row) => `${row.image_key}~${row.animation ?? ''}`);
  await seeding.close();

  let service = await startService(folder);
  /** The page's own first request, which a browser makes before any image. */
  const searchCat = async (origin: string) => {
    const search = await fetch(
      `${origin}/api/messenger/v1/search?q=cat&lang=en&userId=bench&limit=50`,
      {
        headers: { apikey: 'bench' },
      },
    );
    return (await search.json()) as { body: { stickerList: { stickerImg: string }[] } };
  };
  const { body } = await searchCat(service.origin);
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

  const restartedBare: number[] = [];
  const restarted: number[] = [];
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const afterPage of [false, true]) {
      await service.close();
      service = await startService(folder);
      const screen = firstScreen.map((url) => url.replace(/^http:\/\/[^/]+/, service.origin));
      if (afterPage) await searchCat(service.origin);
      (afterPage ? restarted : restartedBare).push(await timeAll(screen));
      if (afterPage) warm.push(await timeAll(screen));
    }
  }
  await service.close();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nFirst screen of /?q=cat at DPR ${PHONE_DPR}: ${FIRST_SCREEN_TILES} tiles fetched at once over fresh connections, ${ROUNDS} restarts`,
  );
  console.table({
    'first visit ever (renders)': { median: ms(neverRendered), range: '1 run' },
    'after a restart, first requests of the process': {
      median: ms(median(restartedBare)),
      range: `${ms(Math.min(...restartedBare))}–${ms(Math.max(...restartedBare))}`,
    },
    'after a restart, once the page has searched (disk)': {
      median: ms(median(restarted)),
      range: `${ms(Math.min(...restarted))}–${ms(Math.max(...restarted))}`,
    },
    'warm (memory)': {
      median: ms(median(warm)),
      range: `${ms(Math.min(...warm))}–${ms(Math.max(...warm))}`,
    },
  });
  console.log(
    `after a restart (after the page's search) / warm: ${(median(restarted) / median(warm)).toFixed(2)}×`,
  );
  console.log(loadLine());
} finally {
  rmSync(folder, { recursive: true, force: true });
}
