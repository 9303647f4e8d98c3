import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { PackInfo } from './support/api';

// Sticker images on another origin than the page's, as with any other server that speaks the
// spec (README, "Configuration"), or dist/ on a static host with the API elsewhere
// (docs/deploy.md). The e2e service's image URLs start with its PUBLIC_URL, http://127.0.0.1:PORT;
// the same service reached as http://localhost:PORT serves the app on another origin.
// Offline, such images are the browser's HTTP cache's to keep, not the worker's (docs/offline.md).
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
