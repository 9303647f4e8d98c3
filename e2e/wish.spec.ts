import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectPackListed,
  expectPackNotListed,
  mainNav,
  navigate,
  packItem,
  packList,
  tabTo,
} from './support/app';
import type { PackInfo } from './support/api';
import { isolated } from './support/messages';

const emptyWishList = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Your wish list is empty' });

async function openPack(page: Page, pack: PackInfo) {
  await page.goto(`/packs/${pack.packageId}`);
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
}

test('journey 3: wish from the pack page, then remove it from the wish list', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPack(page, pack);

  await page.getByRole('button', { name: 'Add to wish list' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wish list' })).toBeVisible();

  // No reload: the wish list reached through the app shows the pack at once.
  await navigate(page, 'Wish list', 'Wish list');
  const item = await expectPackListed(page, 'Wish list', pack.packageName);
  await item.getByRole('button', { name: `Remove ${pack.packageName} from wish list` }).click();
  await expectPackNotListed(page, pack.packageName);
  await expect(emptyWishList(page)).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to wish list' })).toBeVisible();
  expect((await api.pack(pack.packageId, userId)).isWish).toBe('N');
});

test('journey 3 by keyboard only (Tab, Enter, Space)', async ({ page, userId, api }) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPack(page, pack);

  const add = page.getByRole('button', { name: 'Add to wish list' });
  await tabTo(page, add);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Remove from wish list' })).toBeVisible();

  await tabTo(page, mainNav(page).getByRole('link', { name: 'Wish list', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Wish list' })).toBeVisible();
  const item = packItem(packList(page, 'Wish list'), pack.packageName);
  const remove = item.getByRole('button', { name: `Remove ${pack.packageName} from wish list` });
  await tabTo(page, remove);
  await page.keyboard.press('Space');
  await expect(emptyWishList(page)).toBeVisible();

  // Back to the pack through Recently viewed, still by keyboard.
  await tabTo(page, mainNav(page).getByRole('link', { name: 'Recently viewed', exact: true }));
  await page.keyboard.press('Enter');
  const packLink = packList(page, 'Recently viewed packs').getByRole('link', {
    name: pack.packageName,
    exact: true,
  });
  await tabTo(page, packLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to wish list' })).toBeVisible();
});

test('keyboard focus stays on the wish button after pressing it', async ({ page, userId, api }) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPack(page, pack);
  await tabTo(page, page.getByRole('button', { name: 'Add to wish list' }));
  await page.keyboard.press('Space');
  // The same button, renamed: a keyboard user continues from where they were.
  await expect(page.getByRole('button', { name: 'Remove from wish list' })).toBeFocused();
});

test('journey 3: a double click on Add to wish list wishes once, and the screen says what the server did', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await openPack(page, pack);

  const toggle = page.getByRole('button', { name: /wish list/ });
  await page.getByRole('button', { name: 'Add to wish list' }).dblclick();
  await expect(toggle).toHaveAccessibleName('Remove from wish list');
  await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');

  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(
    toasts.getByText(`“${isolated(pack.packageName)}” added to your wish list.`),
  ).toHaveCount(1);
  await expect(toasts.getByText(/removed from your wish list/)).toHaveCount(0);
  expect((await api.pack(pack.packageId, userId)).isWish).toBe('Y');
});
