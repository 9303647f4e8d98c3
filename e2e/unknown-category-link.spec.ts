import { expect, test } from './fixtures';

// A category link with a typo in it (edited by hand, or cut short in a chat) names no category of
// the service's list (M14). The page must say so, as a pack link naming no pack does, rather than
// present the typo as a category that has "No packs yet" and tell the person that "New packs
// arrive often", as if waiting would help.
test('a link to a category that does not exist says so, not that its packs are still to come', async ({
  page,
  api,
}) => {
  const categories = await api.categories();
  expect(categories).toContain('Animals');
  expect(categories).not.toContain('Animls');

  await page.goto('/categories/Animls');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(main).toContainText(/no category|not a category|does not exist|not found/i);
  await expect(main).not.toContainText('New packs arrive often');
});
