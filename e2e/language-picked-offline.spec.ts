import { expect, test } from './fixtures';

// Offline (no service worker has kept the app's files yet), the person picks German. Its words
// cannot be fetched: a toast says so and asks them to try again once connected. But the picker
// already says Deutsch (the choice was saved before the words came), so picking it again changes
// nothing, and coming back online changes nothing either: the interface stays English under a
// picker that says Deutsch, until some other language is picked or the page is reloaded.

test('a language that could not load offline is not left shown as chosen under an English interface', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.goto('/settings');
  const picker = page.getByRole('combobox', { name: 'Interface language' });
  await expect(picker).toBeVisible();

  await page.context().setOffline(true);
  await picker.selectOption('de');
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
  ).toContainText('That language could not be loaded.');
  await page.context().setOffline(false);

  // Either the interface takes German once it can, or the picker goes back to what is in force.
  const languagePicker = page
    .locator('select')
    .filter({ has: page.locator('option[value="zh-Hant"]') });
  await expect
    .poll(
      async () => {
        const picked = await languagePicker.inputValue();
        return picked === '' || picked === (await page.locator('html').getAttribute('lang'));
      },
      { message: 'the Interface language picker names the language the interface is in' },
    )
    .toBe(true);
});
