import type { Page } from '@playwright/test';
import { expect, freshUserId, SETTINGS_KEY, test } from './fixtures';
import { expectPackListed, packList } from './support/app';

/** Stores `settings` as they are, before the app runs (an older build's, or edited by hand). */
async function storeSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [SETTINGS_KEY, JSON.stringify(settings)] as const,
  );
}

const emptyWishList = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Your wish list is empty' });

// Settings trims the user id it saves and refuses one no request can carry ("." or ".."), but
// settings read back from storage are used as they stand: a hand-written or older value the form
// would never save breaks every list, or shows another user's.

test('a stored user id with spaces round it shows that user’s lists', async ({ page, api }) => {
  const userId = freshUserId('spaces round stored id');
  const pack = await api.packNotOwnedBy(userId);
  await api.toggleWish(userId, pack.packageId);
  await storeSettings(page, { userId: ` ${userId} ` });

  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();
  await expectPackListed(page, 'Wish list', pack.packageName);
});

test('a stored user id no request can carry ("..") still lets the lists open', async ({ page }) => {
  await storeSettings(page, { userId: '..' });

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wish list' })).toBeVisible();
  await expect(packList(page, 'Wish list').or(emptyWishList(page))).toBeVisible();
});

test('a user id stored as a number is kept, not swapped for the demo user', async ({
  page,
  api,
}) => {
  const numericId = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  const userId = String(numericId);
  const pack = await api.packNotOwnedBy(userId);
  await api.toggleWish(userId, pack.packageId);
  await storeSettings(page, { userId: numericId });

  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();
  await expectPackListed(page, 'Wish list', pack.packageName);
});
