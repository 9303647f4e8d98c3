import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Settings made in one tab reach the other open tabs of the app: the user id and the interface
// language do at once (src/lib/settings-store.ts listens for the storage event). "Keep stickers
// still" and the theme are kept in storage of their own (src/lib/keep-still.ts,
// src/features/settings/theme.ts) that no other tab listens to: there the stickers go on moving
// and the colours stay as they were until a reload.

async function openSettingsBeside(page: Page) {
  const other = await page.context().newPage();
  await page.bringToFront();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return other;
}

test('Keep stickers still ticked in one tab stops the stickers moving in another open tab', async ({
  page,
  api,
  userId,
}) => {
  expect(userId).toBeTruthy();
  const [animated] = await api.ranking({ animated: 'Y' });
  if (!animated) throw new Error('The seeded ranking has no animated pack');
  const other = await openSettingsBeside(page);
  await other.goto(`/packs/${animated.packageId}`);
  const stickers = other.getByRole('list', { name: /^Stickers in / }).locator('img');
  await expect(stickers.first()).toBeVisible();
  // Moving art has one URL (…~motion.svg); its still picture asks for still=1.
  const moving = stickers.and(other.locator('img[src*="~"]'));
  await expect(moving.first()).toBeVisible();
  await expect(moving.first()).not.toHaveAttribute('src', /still=1/);

  await page.bringToFront();
  await page.getByRole('checkbox', { name: 'Keep stickers still' }).check();
  await expect(page.getByRole('checkbox', { name: 'Keep stickers still' })).toBeChecked();

  await other.bringToFront();
  await expect(moving.first()).toHaveAttribute('src', /still=1/);
});

test('the Dark theme chosen in one tab turns another open tab dark', async ({ page, userId }) => {
  expect(userId).toBeTruthy();
  await page.emulateMedia({ colorScheme: 'light' });
  const other = await openSettingsBeside(page);
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/wishlist');
  await expect(other.getByRole('heading', { level: 1, name: 'Wish list' })).toBeVisible();
  await expect(other.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.bringToFront();
  // The radio itself is visually hidden inside its label, which takes the click.
  const dark = page.getByRole('radio', { name: 'Dark' });
  await page.locator('label').filter({ has: dark }).click();
  await expect(dark).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await other.bringToFront();
  await expect(other.locator('html')).toHaveClass(/\bdark\b/);
});
