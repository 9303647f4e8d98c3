import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { PackInfo } from './support/api';
import { goOffline, installApp } from './support/offline';

// Sticker images on another origin than the page's, as with any other server that speaks the
// spec (README, "Configuration"), or dist/ on a static host with the API elsewhere
// (docs/deploy.md). The e2e service's image URLs start with its PUBLIC_URL, http://127.0.0.1:PORT;
// the same service reached as http://localhost:PORT serves the app on another origin.
const imageOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? ''}`;
const appOrigin = `http://localhost:${process.env.E2E_PORT ?? ''}`;

async function openPack(page: Page, pack: PackInfo) {
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  const cover = page.getByRole('main').locator('img').first();
  expect(new URL((await cover.getAttribute('src')) ?? '', appOrigin).origin).toBe(imageOrigin);
}

async function openFirstSticker(page: Page, pack: PackInfo) {
  await page
    .getByRole('list', { name: `Stickers in ${pack.packageName}` })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('Download file saves a sticker whose image is on another origin, and the app stays open', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await page.goto(`${appOrigin}/packs/${pack.packageId}`);
  await openPack(page, pack);
  await openFirstSticker(page, pack);

  const download = page.waitForEvent('download', { timeout: 5_000 });
  await page.getByRole('dialog').getByRole('link', { name: 'Download file' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.(svg|webp)$/);
  expect(new URL(page.url()).origin, 'the app is still the page shown').toBe(appOrigin);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, a sticker’s large view of a pack seen before shows its image from another origin', async ({
    page,
    context,
    userId,
    api,
  }) => {
    const pack = await api.packNotOwnedBy(userId);
    await installApp(page, `${appOrigin}/packs/${pack.packageId}`);
    await openPack(page, pack);
    // The tiles have loaded (and, on the app's own origin, the worker has saved them).
    const tile = page
      .getByRole('list', { name: `Stickers in ${pack.packageName}` })
      .getByRole('img')
      .first();
    await expect
      .poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await goOffline(context, page);
    await page.goto(`${appOrigin}/packs/${pack.packageId}`);
    await openPack(page, pack);
    await openFirstSticker(page, pack);
    // As on the app's own origin (e2e/offline.spec.ts): the size the worker saved, not an
    // empty box.
    const large = page.getByRole('dialog').getByRole('img').first();
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 5_000 })
      .toBeGreaterThan(1);
  });
});
