import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

/** Whether the browser lays the field's text out left to right (as the id is written). */
const laidOutLeftToRight = (field: import('@playwright/test').Locator) =>
  field.evaluate((input) => input.matches(':dir(ltr)'));

test('in Arabic, a user id that starts with a digit reads as it is written in Settings and in the gift dialog', async ({
  page,
}) => {
  // “7-e2e-…”: in a right-to-left field the 7 jumps to the other end (“e2e-…-7”).
  const userId = `7-${freshUserId('rtl-user-id')}`;
  const friend = '42-mina';
  await presetSettings(page, { userId, interfaceLanguage: 'ar', lang: 'ar' });

  // The header shows the id as written (it isolates it); the field holding it must too.
  await page.goto('/settings');
  await page.getByText(message('ar', 'settings.advanced'), { exact: true }).click();
  const userIdField = page.getByRole('textbox', { name: message('ar', 'settings.userId') });
  await expect(userIdField).toHaveValue(userId);
  expect
    .soft(
      await laidOutLeftToRight(userIdField),
      `Settings shows ${userId} with its 7 moved to the end`,
    )
    .toBe(true);

  await page.goto('/packs/1088');
  await page.getByRole('button', { name: message('ar', 'gift.send.open') }).click();
  const friendField = page
    .getByRole('dialog')
    .getByRole('textbox', { name: message('ar', 'gift.send.receiverLabel') });
  await friendField.fill(friend);
  expect
    .soft(await laidOutLeftToRight(friendField), `the gift dialog shows ${friend} as mina-42`)
    .toBe(true);
});
