import type { Locator, Request } from '@playwright/test';
import { ANIMATED_MAX_DENSITY, snapToRung } from '../contract/image-rungs';
import { expect, test } from './fixtures';

const isImage = (request: Request) => new URL(request.url()).pathname.startsWith('/api/images/');

/** Waits until the images are shown and every one has finished loading. */
async function allLoaded(images: Locator): Promise<void> {
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.every((image) => image instanceof HTMLImageElement && image.complete),
      ),
    )
    .toBe(true);
}

test('tile images: the rows on screen are eager, those below lazy, animated ones never high priority', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.goto('/?q=cat');
  const list = page.getByRole('list', { name: 'Stickers for cat' });
  await expect(list.getByRole('img').first()).toBeVisible();
  const readImages = () =>
    list.getByRole('img').evaluateAll((elements) =>
      elements.map((element) => ({
        src: element.getAttribute('src') ?? '',
        loading: element.getAttribute('loading'),
        priority: element.getAttribute('fetchpriority'),
        onScreen: (element.closest('li')?.getBoundingClientRect().top ?? 0) < window.innerHeight,
      })),
    );
  // Eager exactly for the tiles whose row starts on screen (once layout settles).
  await expect(async () => {
    const settled = await readImages();
    const expected = settled.map(({ onScreen }) => (onScreen ? 'eager' : 'lazy'));
    expect(settled.map(({ loading }) => loading)).toEqual(expected);
  }).toPass({ timeout: 15_000 });
  const images = await readImages();
  const animated = images.filter(({ src }) => src.includes('~'));
  expect(animated.length).toBeGreaterThan(0);
  for (const image of animated) expect(image.priority).not.toBe('high');
  expect(images.some(({ loading }) => loading === 'lazy')).toBe(true);
});

test('tile images scrolled away before they load are cancelled, not downloaded', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  // Images answer only after a long while, so every tile on screen is still loading.
  await page.route('**/api/images/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue().catch(() => undefined);
  });
  const cancelled: string[] = [];
  page.on('requestfailed', (request) => {
    if (isImage(request)) cancelled.push(`${request.failure()?.errorText ?? ''} ${request.url()}`);
  });
  const started: string[] = [];
  page.on('request', (request) => {
    if (isImage(request)) started.push(request.url());
  });
  await page.goto('/?q=face');
  const list = page.getByRole('list', { name: 'Stickers for face' });
  await expect(list.getByRole('img').first()).toBeAttached();
  await expect.poll(() => started.length).toBeGreaterThan(3);
  const firstTiles = [...started];
  // Far down at once: the first screen's tiles are unmounted by the virtualized grid.
  for (let step = 0; step < 6; step += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(100);
  }
  await expect(list.getByRole('img').first()).not.toHaveAttribute('src', firstTiles[0] ?? '');
  // Tiles passed over on the way down were unmounted while their images were held: cancelled.
  await expect.poll(() => cancelled.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(cancelled.every((line) => line.startsWith('net::ERR_ABORTED'))).toBe(true);
});

test('Chromium fetches the moving tiles at low priority and the first still tiles at high', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const urls = new Map<string, string>();
  const priorities = new Map<string, string>();
  devtools.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!new URL(request.url).pathname.startsWith('/api/images/')) return;
    urls.set(requestId, request.url);
    priorities.set(request.url, request.initialPriority);
  });
  // Chromium raises an image it finds in the viewport after layout; the last word counts.
  devtools.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    const url = urls.get(requestId);
    if (url !== undefined) priorities.set(url, newPriority);
  });
  await page.goto('/?q=cat');
  const list = page.getByRole('list', { name: 'Stickers for cat' });
  const tiles = list.getByRole('img');
  await allLoaded(tiles);
  const asked = [...priorities];
  const moving = asked.filter(([url]) => url.includes('~'));
  const still = asked.filter(([url]) => !url.includes('~'));
  expect(moving.length).toBeGreaterThan(0);
  expect(moving.filter(([, priority]) => priority !== 'Low')).toEqual([]);
  expect(still.filter(([, priority]) => priority === 'High').length).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("a pack's moving stickers are asked for at the size its grid shows them", async ({
    page,
    api,
    userId,
  }) => {
    const [pack] = await api.ranking({ animated: 'Y' });
    expect(pack, 'the service ranks an animated pack').toBeTruthy();
    expect(userId).toBeTruthy();
    await page.goto(`/packs/${pack?.packageId}`);
    const grid = page.getByRole('list', { name: /^Stickers in / });
    const images = grid.getByRole('img');
    await allLoaded(images);
    const tiles = await images.evaluateAll((elements) =>
      elements
        .filter((image): image is HTMLImageElement => image instanceof HTMLImageElement)
        .filter((image) => image.currentSrc !== '')
        .map((image) => ({
          shown: image.getBoundingClientRect().width,
          asked: Number(/[?&]d=(\d+)x/.exec(image.currentSrc)?.[1]),
        })),
    );
    expect(tiles.length).toBeGreaterThan(0);
    for (const { shown, asked } of tiles) {
      // The rung for the size shown, or for its 1.2x: never one meant for a larger tile.
      expect([snapToRung(shown), snapToRung(shown * ANIMATED_MAX_DENSITY)]).toContain(asked);
    }
  });
});

test('a tile keeps its size and shows a tinted box while its image loads, and only then', async ({
  page,
  api,
}) => {
  const packageId = (await api.ranking())[0]?.packageId ?? 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/images\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/packs/${packageId}`);
  const image = page
    .getByRole('list', { name: /^Stickers in / })
    .getByRole('img')
    .first();
  await expect(image).toBeVisible();
  const background = () => image.evaluate((element) => getComputedStyle(element).backgroundColor);
  const transparent = 'rgba(0, 0, 0, 0)';
  expect(await background()).not.toBe(transparent);
  const box = await image.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(60);
  expect(box?.height ?? 0).toBeGreaterThan(60);

  release();
  await expect.poll(background).toBe(transparent);
  expect(await image.boundingBox()).toEqual(box);
});

/**
 * A tile whose sticker loaded (its box cleared) and whose grid then lays it out at another rung
 * while the images cannot load (offline, a window resized or a phone turned): the new size's
 * image fails and markImageFailed puts in the transparent pixel, but the element keeps
 * `data-loaded`, so the tile shows neither the sticker nor its tinted box: an empty square.
 */
test('a loaded tile resized while its new size cannot load shows its tinted box, not nothing', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.goto('/?q=cat');
  const images = page.getByRole('list', { name: 'Stickers for cat' }).getByRole('img');
  await expect(images.first()).toHaveAttribute('data-loaded', 'true');
  await page.route('**/api/images/**', (route) => route.abort('internetdisconnected'));
  // 1280 px: 93 px tiles (96 px rung); 420 px: 101 px tiles (128 px rung), never loaded.
  await page.setViewportSize({ width: 420, height: 720 });
  await expect(images.first()).toHaveAttribute('data-failed', 'true');
  const emptyTiles = () =>
    images.evaluateAll((all) =>
      all
        .filter((image) => image.getAttribute('src')?.startsWith('data:') === true)
        .filter((image) => getComputedStyle(image).backgroundColor === 'rgba(0, 0, 0, 0)')
        .map((image) => image.getAttribute('alt')),
    );
  expect(await emptyTiles()).toEqual([]);
});
