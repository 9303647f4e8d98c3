import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// The interface and the search in Russian.
test.use({ locale: 'ru-RU' });

test.beforeEach(async ({ page }) => {
  await presetSettings(page, {
    userId: freshUserId('russian-corrected'),
    interfaceLanguage: 'ru',
    lang: 'ru',
  });
});

test('in Russian, after сабака is corrected to собака, the list and its end name собака, not сабака', async ({
  page,
}) => {
  await page.goto(`/?q=${encodeURIComponent('сабака')}`);
  const results = page.getByRole('region', { name: message('ru', 'search.results') });
  // The count and the notice say the stickers are for собака, and that сабака found none.
  await expect(results.getByRole('status')).toContainText('«собака»');
  // The list and its last line name the word whose stickers they are, not сабака, which found none.
  await expect(
    results.getByRole('list', { name: message('ru', 'search.stickersFor', { q: 'собака' }) }),
  ).toBeVisible();
  await expect(results.getByText(message('ru', 'search.end', { q: 'собака' }))).toBeVisible();
});
