import { expect, test } from './fixtures';

// A user id of only spaces is no user id. Saving it must not switch the person to someone else's
// lists: the demo user's, whose packs, wishes and gifts the person then changes without knowing.
test('a User ID of only spaces is refused beside its field; the person stays who they were', async ({
  page,
  userId,
}) => {
  await page.goto('/settings');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();

  await page.getByText('Advanced', { exact: true }).click();
  const field = page.getByRole('textbox', { name: 'User ID' });
  await field.fill('   ');
  await page.getByRole('button', { name: 'Save settings' }).click();

  // Whatever the app says, the lists stay this person's: the header names the user they belong to.
  await expect(banner.getByRole('link', { name: /^Settings for / })).toHaveAccessibleName(
    `Settings for ${userId}`,
  );
  await expect(page.getByText('Settings saved.')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('sticker-browser:settings'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ userId });
});
