import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

test('the start page’s Recently sent row names each sticker, as the Recently sent page does', async ({
  page,
  api,
}) => {
  const userId = freshUserId('sent-shelf-names');
  await presetSettings(page, { userId, interfaceLanguage: 'de', lang: 'de' });
  // Two different stickers: a cat and a dog from Furry Friends.
  const pack = await api.pack(1059, userId, 'de');
  const [cat, dog] = [pack.stickers[13], pack.stickers[5]];
  if (!cat || !dog) throw new Error('Furry Friends has fewer stickers than expected');
  await api.send(userId, cat.stickerId);
  await api.send(userId, dog.stickerId);

  // The Recently sent page names them by the sticker (“Hund: öffnen”, “Katze: öffnen”).
  await page.goto('/sent');
  const onPage = page
    .getByRole('list', { name: message('de', 'search.sentStickers') })
    // “{name}: öffnen”; each item's second link is its pack.
    .getByRole('link', { name: new RegExp(`${message('de', 'sticker.open', { name: '' })}$`) });
  await expect(onPage).toHaveCount(2);
  const names = await onPage.evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? link.textContent),
  );

  // The start page's row shows the same two stickers: a screen reader must hear which is which,
  // not “Gesendeten Sticker 1 öffnen”, “Gesendeten Sticker 2 öffnen”.
  await page.goto('/');
  const row = page.getByRole('list', { name: message('de', 'search.sentStickers') });
  await expect(row.getByRole('link')).toHaveCount(2);
  for (const [index, name] of names.entries()) {
    await expect(row.getByRole('link').nth(index)).toHaveAccessibleName(name);
  }
});
