import { expect, test } from './fixtures';

// Walkthrough 28: a search with one typo shows another word's stickers. The count above them
// must not say they are the typed word's while the notice under it says nothing matched it.

test('a corrected search counts its stickers for the word shown, not the word that matched nothing', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
  await box.fill('smiel');
  await box.press('Enter');

  const notice = page.getByText(/Showing results for\s*smile/);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('no stickers matched “smiel”');
  const count = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /\bstickers? for\b/ });
  await expect(count).toBeVisible();
  // "72 stickers for “smiel”" right above "no stickers matched “smiel”" says both at once.
  await expect(count).not.toContainText('“smiel”');
});
