import { expect, test } from './fixtures';

// Intl.Segmenter came late to some browsers (Firefox 125, April 2024): Firefox ESR 115 and older
// Safari and Chromium-based browsers lack it. The header's user badge uses it for the user id's
// first character; without it the whole app must still open, search and let the person wish.
test('a browser without Intl.Segmenter opens the app, searches and wishes', async ({
  page,
  userId,
  api,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Intl, 'Segmenter');
  });
  const pack = await api.packNotOwnedBy(userId);

  await page.goto('/?q=cat');
  const results = page.getByRole('list', { name: 'Stickers for cat' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();

  await page.goto(`/packs/${pack.packageId}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to wish list' }).click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Remove from wish list' }),
  ).toBeVisible();
  await expect.poll(async () => (await api.pack(pack.packageId, userId)).isWish).toBe('Y');
});
