import { expect, test } from './fixtures';

// A search link with its own language (?lang=en) keeps that language when the interface language
// is changed in another tab. The stickers' names are the service's English words, but the words
// the app puts around them (“… from <pack>”, “…, 3 of 45”) are the interface's: they follow it
// as the rest of the page does, not stay in the language the page was opened in.

test('sticker names on a search open in another tab take the words of the interface language chosen there', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  const settings = await page.context().newPage();
  await page.bringToFront();
  await page.goto('/?q=cat&lang=en');
  const first = page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first();
  // Many packs have a cat: each name says which pack it is from.
  await expect(first).toHaveAccessibleName(/ from .*: open$/);

  await settings.goto('/settings');
  await settings.getByRole('combobox', { name: 'Interface language' }).selectOption('de');
  await expect(settings.locator('html')).toHaveAttribute('lang', 'de');

  await page.bringToFront();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const german = page.getByRole('list', { name: 'Sticker für cat' }).getByRole('link').first();
  await expect(german).toHaveAccessibleName(/: öffnen$/);
  // A reload says “Cat aus Furry Friends · Twemoji: öffnen”; the open page still says “from”.
  await expect(german).toHaveAccessibleName(/ aus .*: öffnen$/);
  await expect(german.locator('img')).not.toHaveAttribute('alt', / from /);
});
