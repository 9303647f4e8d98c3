import type { Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { mainNav, navigate, packItem, packList } from './support/app';
import type { PackInfo } from './support/api';
import { isolated } from './support/messages';
import { cacheEntries, controlled, goOffline, installApp, offlineStatus } from './support/offline';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

/** The built worker the e2e service serves (playwright.config.ts builds into dist/). */
const workerFile = new URL('../dist/sw.js', import.meta.url);

type SavedEntry = { queries: string[]; writesOf: string[] } | undefined;

/**
 * Entries of the app's saved cache in IndexedDB (src/api/persistence/): the queries of those
 * whose key starts with `prefix`, and the user of each write in them.
 */
async function savedEntries(page: Page, prefix: string): Promise<SavedEntry> {
  const saved = (await cacheEntries(page, prefix)).map(
    ({ value }) =>
      value as {
        clientState: {
          queries: { queryHash: string }[];
          mutations: { state: { variables?: { userId?: string } } }[];
        };
      },
  );
  if (saved.length === 0) return undefined;
  return {
    queries: saved.flatMap((entry) => entry.clientState.queries.map((query) => query.queryHash)),
    writesOf: saved.flatMap((entry) =>
      entry.clientState.mutations.map((m) => m.state.variables?.userId ?? ''),
    ),
  };
}

/** The user's saved lists. */
const savedCache = (page: Page, userId: string) => savedEntries(page, `user:${userId}`);

/** How many of the user's writes are saved as waiting to be sent, in every tab's entry. */
const savedWrites = async (page: Page, userId: string) =>
  ((await savedEntries(page, 'writes'))?.writesOf ?? []).filter((owner) => owner === userId).length;

/**
 * The next build, as the browser's update check sees it: a different worker script on the
 * service (the browser fetches it itself, past any page.route). The caller puts `original` back.
 */
async function publishNextBuild(page: Page, original: string) {
  await writeFile(workerFile, `${original}\n// the next build\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

async function openPack(page: Page, pack: PackInfo) {
  await installApp(page, `/packs/${pack.packageId}`);
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
}

const offlineHeading = (page: Page) => page.getByRole('heading', { name: "You're offline" });
const wishButton = (page: Page, name: 'Add to wish list' | 'Remove from wish list') =>
  page.getByRole('main').getByRole('button', { name, exact: true });

test('the manifest describes an installable app and a service worker controls the page after the first reload', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name?: string;
    short_name?: string;
    start_url?: string;
    display?: string;
    icons?: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Sticker browser');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  const icons = manifest.icons ?? [];
  for (const size of ['192x192', '512x512']) {
    const icon = icons.find((entry) => entry.sizes === size && entry.purpose !== 'maskable');
    expect(icon, `an icon of ${size}`).toBeDefined();
    const image = await request.get(icon?.src ?? '');
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(icons.some((entry) => entry.purpose === 'maskable')).toBe(true);

  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  expect(await controlled(page)).toBe(false);
  await installApp(page, '/');
  expect(await controlled(page)).toBe(true);
});

test('a new build is offered, not swapped in under the person', async ({ page }) => {
  await installApp(page, '/');
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  const original = await readFile(workerFile, 'utf8');
  try {
    await publishNextBuild(page, original);

    const offer = page.getByRole('region', { name: 'Update available' });
    await expect(offer).toBeVisible();
    // The new worker waits; this page stays with the version it started with.
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null),
      ),
    ).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      firstWorker,
    );

    // Reloading is the person's choice; then the new version takes over.
    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null),
      ),
    ).toBeNull();
    await expect(page.getByRole('region', { name: 'Update available' })).toBeHidden();
  } finally {
    await writeFile(workerFile, original);
  }
});

test('offline, a visited pack and the wish list open, and an unseen page says it is offline', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPack(page, pack);
  await navigate(page, 'Wish list', 'Wish list');
  // Both pages are in the saved cache before the network goes.
  await expect
    .poll(async () => {
      const queries = (await savedCache(page, userId))?.queries ?? [];
      return ['"wishlist"', '"detail"'].every((kind) => queries.some((q) => q.includes(kind)));
    })
    .toBe(true);

  await goOffline(context, page);
  await page.goto(`/packs/${pack.packageId}`);
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();
  // Its art comes from the worker's image cache.
  const cover = page.getByRole('main').locator('img').first();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // A sticker's own view asks for a larger size than its tile, never saved: the worker answers
  // with the size it has rather than a broken image.
  await page
    .getByRole('list', { name: `Stickers in ${pack.packageName}` })
    .getByRole('link')
    .first()
    .click();
  const large = page.getByRole('dialog').getByRole('img');
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await navigate(page, 'Wish list', 'Wish list');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your wish list is empty' }),
  ).toBeVisible();

  // Never opened: the page says so rather than blaming the service.
  await mainNav(page).getByRole('link', { name: 'Gifts', exact: true }).click();
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page.getByText("Can't reach the sticker service")).toHaveCount(0);

  await page.goto('/downloads');
  await expect(offlineHeading(page)).toBeVisible();
  await expect(offlineStatus(page)).toBeVisible();
});

test('offline, a new term typed in the search box says it is offline, as its link does, and shows no other results', async ({
  page,
  context,
  userId,
}) => {
  // A user of its own, so the searches recorded here stay out of the demo user's recent searches.
  expect(userId).toMatch(/^e2e-/);
  await installApp(page, '/?q=cat');
  const results = page.getByRole('list', { name: 'Stickers for cat' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await goOffline(context, page);

  const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
  await box.fill('dog');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=dog/);
  await expect(offlineHeading(page)).toBeVisible();
  // Nothing claims results it does not have: no cat stickers, no "every sticker for dog".
  await expect(page.getByText(/every sticker for/)).toHaveCount(0);
  await expect(page.getByRole('list', { name: /^Stickers for/ })).toHaveCount(0);
  if (process.env.E2E_SEARCH_SCREENSHOT) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: process.env.E2E_SEARCH_SCREENSHOT });
  }

  // The same page opened from its link says the same.
  await page.goto('/?q=dog');
  await expect(offlineHeading(page)).toBeVisible();
});

test('a wish made offline shows at once, survives an offline reload and reaches the service once online', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPack(page, pack);
  await goOffline(context, page);

  await wishButton(page, 'Add to wish list').click();
  await expect(wishButton(page, 'Remove from wish list')).toBeVisible();
  await expect(offlineStatus(page)).toContainText('1 change waits to be sent.');
  await expect.poll(() => savedWrites(page, userId)).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(wishButton(page, 'Remove from wish list')).toBeVisible();
  await expect(offlineStatus(page)).toContainText('1 change waits to be sent.');
  expect((await api.pack(pack.packageId, userId)).isWish).toBe('N');

  await context.setOffline(false);
  await expect.poll(async () => (await api.pack(pack.packageId, userId)).isWish).toBe('Y');
  await expect(offlineStatus(page)).toBeHidden();
  await expect(wishButton(page, 'Remove from wish list')).toBeVisible();
  await expect.poll(() => savedWrites(page, userId)).toBe(0);
});

test('a wish made offline that the service refuses is shown as refused', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPack(page, pack);
  await goOffline(context, page);
  await wishButton(page, 'Add to wish list').click();
  await expect(wishButton(page, 'Remove from wish list')).toBeVisible();
  await expect.poll(() => savedWrites(page, userId)).toBe(1);
  await page.reload();
  await expect(wishButton(page, 'Remove from wish list')).toBeVisible();
  expect((await api.pack(pack.packageId, userId)).isWish, 'nothing is sent while offline').toBe(
    'N',
  );

  // The service says no to this write (as it would for a pack removed meanwhile).
  await context.route('**/api/messenger/v1/wish/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({
        header: { code: '4004', status: 'fail', message: 'unknown package' },
        body: {},
      }),
    }),
  );
  await context.setOffline(false);

  // Restored from storage, nothing on screen waited for it: the message names the pack.
  await expect(
    page.getByText(
      `Your change to “${isolated(pack.packageName)}”, made offline, was not accepted.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  // Checked first: when the service did take the wish (the route above let a request through),
  // the screen rightly says so, and the failure should name the cause.
  expect(
    (await api.pack(pack.packageId, userId)).isWish,
    'the refused write did not reach the service',
  ).toBe('N');
  await expect(wishButton(page, 'Add to wish list')).toBeVisible();
});

test('a new build taken in one tab is loaded by Reload in another tab too', async ({ page }) => {
  await installApp(page, '/');
  const other = await page.context().newPage();
  await other.goto('/my-packs');
  await expect(other.getByRole('heading', { level: 1, name: 'My packs' })).toBeVisible();

  const original = await readFile(workerFile, 'utf8');
  try {
    await publishNextBuild(page, original);
    const offerHere = page.getByRole('region', { name: 'Update available' });
    const offerThere = other.getByRole('region', { name: 'Update available' });
    await expect(offerHere).toBeVisible();
    await expect(offerThere).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await offerHere.getByRole('button', { name: 'Reload' }).click();
    await reloaded;

    // The other tab still runs the old version until its person reloads; then it loads the new.
    const otherReloaded = other.waitForEvent('load');
    await offerThere.getByRole('button', { name: 'Reload' }).click();
    await otherReloaded;
    await expect(other.getByRole('region', { name: 'Update available' })).toBeHidden();
    await expect(other.getByRole('heading', { level: 1, name: 'My packs' })).toBeVisible();
  } finally {
    await writeFile(workerFile, original);
    await other.close();
  }
});

test('online with the service down, a reload shows saved lists and says the service is out of reach, until it answers', async ({
  page,
  userId,
  secondService,
  secondApi: api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await installApp(page, `${secondService.url}/packs/${pack.packageId}`);
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await navigate(page, 'Recently viewed', 'Recently viewed');
  const viewed = packItem(packList(page, 'Recently viewed packs'), pack.packageName);
  await expect(viewed).toBeVisible();

  await secondService.stop();
  await page.reload();
  // The list is the saved one, and the bar says so: the browser is online, the service is not.
  await expect(viewed).toBeVisible();
  const bar = page.getByRole('status').filter({ hasText: "Can't reach the sticker service" });
  await expect(bar).toContainText('Pages and lists you have opened on this device still work.');
  await expect(offlineStatus(page)).toHaveCount(0);

  await secondService.start();
  // No press: the page asks again by itself and the bar goes once the service answers.
  await expect(bar).toHaveCount(0, { timeout: 30_000 });
});

// The start page's Popular packs shelf saves the ranking, so offline the Popular packs page opens
// from that saved list. Its cards ask for covers at their own size (?d=80x80), which the worker
// never saw: each keeps its tinted box (markImageFailed), not the browser's broken-image icon
// (8 in sight on a phone before, 28 Nov).
test('offline, a pack cover the device never loaded shows no broken-image icon, and shows once online', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await installApp(page, '/');
  await expect(
    page.getByRole('list', { name: 'Popular packs' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await goOffline(context, page);

  await page.goto('/camera');
  const ranked = page.getByRole('list', { name: 'Ranked packs' });
  await expect(ranked.getByRole('listitem').first()).toBeVisible();
  // Let every cover the list shows settle: loaded from the worker's cache or failed.
  await expect
    .poll(() =>
      ranked
        .locator('img')
        .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true);

  const brokenInSight = await ranked.locator('img').evaluateAll((images) =>
    images
      .map((node) => node as HTMLImageElement)
      .filter((image) => image.complete && image.naturalWidth === 0)
      .filter((image) => {
        const style = getComputedStyle(image);
        return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0';
      })
      .map((image) => image.currentSrc || image.src),
  );
  expect(brokenInSight).toEqual([]);

  // Back online, the covers that failed are asked for again and show.
  const failed = ranked.locator('img[data-failed]');
  expect(await failed.count()).toBeGreaterThan(0);
  await context.setOffline(false);
  await expect(failed).toHaveCount(0);
  await expect
    .poll(() =>
      ranked
        .locator('img')
        .evaluateAll((images) =>
          images.every(
            (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 1,
          ),
        ),
    )
    .toBe(true);
});
