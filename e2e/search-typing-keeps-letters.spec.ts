import { expect, test } from './fixtures';

// Someone typing at a steady, unhurried pace (a switch or head-pointer user, a screen reader user
// listening to each letter's echo) pauses about as long as the search waits before it runs. A
// letter typed while that search puts its term in the address bar must stay in the box.
/** The search's pause before it runs (SEARCH_DEBOUNCE_MS, src/features/search/use-debounced-param.ts). */
const SEARCH_DEBOUNCE_MS = 300;

test('a phrase typed one key every debounce interval stays whole in the search box', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
  await box.click();

  const phrase = 'happy birthday cat';
  await box.pressSequentially(phrase, { delay: SEARCH_DEBOUNCE_MS });

  await expect(box).toHaveValue(phrase);
  await expect(page).toHaveURL(/[?&]q=happy\+birthday\+cat(&|$)/);
});
