import { expect, test } from './fixtures';
import { focusPlace } from './support/app';

test('a sticker view opened from a link, closed with Escape, leaves keyboard focus on the page, not the body', async ({
  page,
  api,
  userId,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  const sticker = pack.stickers[2];
  if (!sticker) throw new Error('the pack has too few stickers');
  // A link someone shared, or the view reloaded: nothing on the page opened it.
  await page.goto(`/packs/${pack.packageId}?sticker=${sticker.stickerId}&pack=${pack.packageId}`);
  const view = page.getByRole('dialog');
  await expect(view).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/packs/${pack.packageId}$`));
  // Focus stays where the person was, in the page, so Tab goes on from there.
  await expect.poll(() => focusPlace(page)).toBe('in main');
});
