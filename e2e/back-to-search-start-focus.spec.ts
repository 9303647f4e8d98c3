import { expect, test } from './fixtures';
import { focusPlace } from './support/app';

// A keyboard user searches, goes on into the results, then goes Back (Alt+←) to the search
// page as it was before the search. The results, and the tile that had focus, are gone: focus must
// land on the page (its search box, or its content), not fall to the body, from where Tab starts
// again at "Skip to content" and a screen reader says nothing of the page shown.
test('Back from search results to the empty search page leaves keyboard focus on the page, not the body', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
  await box.fill('cat');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=cat(&|$)/);
  const tile = page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first();
  await expect(tile).toBeVisible();
  // On into the results, as a person reading them with the keyboard would.
  await tile.focus();
  await expect(tile).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(box).toHaveValue('');
  await expect.poll(() => focusPlace(page)).not.toBe('the page’s body');
});
