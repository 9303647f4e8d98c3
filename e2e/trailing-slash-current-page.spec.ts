import { expect, test } from './fixtures';
import { mainNav } from './support/app';

// Addresses typed by hand or pasted from elsewhere often end in a slash. The app shows the same
// page for /wishlist/ as for /wishlist and marks "Wish list" as the current page in the menu; the
// ranking at /camera/ must be marked as current the same way, or the menu tells a screen reader
// user (and shows everyone) that they are on no page of it.
test('the ranking opened as /camera/ (a trailing slash) is the current page in the menu, as /wishlist/ is', async ({
  page,
}) => {
  await page.goto('/wishlist/');
  await expect(page.getByRole('heading', { level: 1, name: 'Wish list' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Wish list' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto('/camera/');
  await expect(page.getByRole('heading', { level: 1, name: 'Popular packs' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Ranking' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
