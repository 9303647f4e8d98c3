import { expect, test } from './fixtures';

// Storage that refuses writes (full, or disabled as older Safari's private mode did): Settings
// must not say "Settings saved." for a choice that is gone at the next visit. The choice applies
// to this visit; the page says it cannot be kept.
test('Settings does not say "saved" when the browser refuses to keep them', async ({
  page,
  userId,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/settings');
  const field = page.getByRole('textbox', { name: 'User ID' });
  if (!(await field.isVisible())) await page.getByText('Advanced', { exact: true }).click();
  const other = `${userId}-other`;
  await field.fill(other);
  await page.getByRole('button', { name: 'Save settings' }).click();
  // The choice applies to this visit.
  await expect(page.getByRole('link', { name: `Settings for ${other}` })).toBeVisible();
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await expect(toasts.first()).toBeVisible();
  // The next visit will not have it (the browser kept nothing): the page must not say it did.
  await expect(toasts.first()).not.toHaveText('Settings saved.');
});
