import { expect, test } from './fixtures';

// The person is sending a pack as a gift and has typed part of their friend's id when the
// interface language is changed in another tab of the same browser. This tab follows the new
// language; the dialog, the words typed and the focus stay as they were.

test('the gift dialog stays open with the friend’s id typed when another tab changes the interface language', async ({
  page,
  api,
  userId,
}) => {
  const [pack] = await api.ranking();
  if (!pack) throw new Error('The seeded ranking has no pack');
  const settings = await page.context().newPage();
  await page.bringToFront();
  await page.goto(`/packs/${pack.packageId}`);
  await page.getByRole('button', { name: 'Send as a gift' }).click();
  const dialog = page.getByRole('dialog');
  const friend = dialog.getByRole('textbox', { name: 'Friend’s user id' });
  await friend.fill(`${userId}-friend`);
  await expect(friend).toBeFocused();

  await settings.goto('/settings');
  await settings.getByRole('combobox', { name: 'Interface language' }).selectOption('de');
  await expect(settings.locator('html')).toHaveAttribute('lang', 'de');

  await page.bringToFront();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The pack's page is read again in German (its search language follows the interface's): the
  // page is rebuilt from its loading skeleton and the dialog with the typed id is gone.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(`${userId}-friend`);
  await expect(dialog.getByRole('textbox')).toBeFocused();
});
