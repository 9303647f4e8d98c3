import { expect, test } from './fixtures';

// Settings is open in two tabs. The person picks Germany as their country in one and saves. The
// other tab, untouched, goes on showing the United States, and counts the difference as an edit
// of its own: leaving it asks whether to drop "your changes", and saving anything there (a new
// user id) would put the United States back.

test('Settings open in another tab shows the country saved in this one, with nothing unsaved', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  const other = await page.context().newPage();
  await other.goto('/settings');
  await expect(other.getByRole('combobox', { name: 'Country' })).toHaveValue('US');

  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('DE');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');

  await expect(other.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  let asked = '';
  other.on('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await other
    .getByRole('link', { name: /Categories/ })
    .first()
    .click();
  await expect(other).toHaveURL(/\/categories$/);
  expect(asked).toBe('');
});
