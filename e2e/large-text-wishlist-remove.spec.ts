import { expect, freshUserId, presetSettings, test } from './fixtures';
import { boxOf, largeText, sidewaysScroll } from './support/boxes';
import { message } from './support/messages';

// A 360 px phone whose browser text size is set to 200 % (Chrome's font size setting), in
// Japanese (Korean, Chinese and English do the same). A wish list item has Send as a gift and
// Remove beside its pack.
test.use({ viewport: { width: 360, height: 740 }, locale: 'ja-JP' });

test('with 200 % text on a phone, a wish’s Remove stays on screen and the list does not scroll sideways', async ({
  page,
  api,
}) => {
  const userId = freshUserId('large-text-wishlist-remove');
  const pack = await api.packNotOwnedBy(userId);
  await api.toggleWish(userId, pack.packageId);
  await presetSettings(page, { userId, interfaceLanguage: 'ja', lang: 'ja' });
  await largeText(page);
  await page.goto('/wishlist');

  const remove = page.getByRole('button', {
    name: message('ja', 'wishlist.removeLabel', { name: pack.packageName }),
  });
  await expect(remove).toBeVisible();
  const screen = await page.evaluate(() => document.documentElement.clientWidth);
  const box = await boxOf(remove);
  // 削除 stood beside the card, 348–404 px on a 360 px screen.
  expect(box.x + box.width, 'Remove’s right edge').toBeLessThanOrEqual(screen);
  expect(await sidewaysScroll(page), 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
});
