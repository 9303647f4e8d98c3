import { expect, test } from './fixtures';

// A search in a language of its own (the search page's Language picker, or a link with ?lang=)
// names its stickers in that language. Opening one of them shows the same sticker under the
// same name, with the pack's keywords in that language, not in the language Settings name.

test('a sticker opened from a Japanese search is named in Japanese, as its tile was', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.goto('/?q=cat');
  await expect(page.getByRole('list', { name: 'Stickers for cat' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page).toHaveURL(/lang=ja/);

  // A tile of a Japanese search: the sticker's Japanese name, then the pack it is from.
  const tile = page
    .getByRole('list', { name: 'Stickers for cat' })
    .getByRole('link', { name: /^\p{Script=Hiragana}|^\p{Script=Katakana}|^\p{Script=Han}/u })
    .first();
  await expect(tile).toBeVisible();
  const alt = (await tile.locator('img').getAttribute('alt')) ?? '';
  const name = alt.split(' from ')[0] ?? '';
  expect(name).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u);

  await tile.click();
  const view = page.getByRole('dialog');
  // The view reads the pack in the Settings language (English): “Grinning cat”, #face, #animal.
  await expect(view.getByRole('heading', { level: 2 })).toHaveText(name);
});
