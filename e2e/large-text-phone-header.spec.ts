import { expect, freshUserId, presetSettings, test } from './fixtures';
import { boxOf, largeText, overlaps } from './support/boxes';
import { message } from './support/messages';

// A 320 px phone whose browser text size is set to 200 % (Chrome's font size setting), in
// Japanese. Every page but the two search pages has the header's search box beside Settings.
test.use({ viewport: { width: 320, height: 640 }, locale: 'ja-JP' });

test('with 200 % text at 320 px, the header’s search box does not lie over Settings', async ({
  page,
}) => {
  const userId = freshUserId('large-text-phone-header');
  await presetSettings(page, { userId, interfaceLanguage: 'ja', lang: 'ja' });
  await largeText(page);
  await page.goto('/categories');

  const header = page.getByRole('banner');
  const search = header.getByRole('searchbox', { name: message('ja', 'search.formLabel') });
  const settings = header.getByRole('link', { name: new RegExp(`${userId}$`) });
  await expect(settings).toBeVisible();
  // The box (141–247 px) covered Settings (157–281 px) and the badge with the user's initial: a
  // tap there went into the search box. Where there is no room for it, the box gives way.
  if (await search.isVisible()) {
    expect(
      overlaps(await boxOf(search), await boxOf(settings)),
      'the search box and Settings share part of the screen',
    ).toBe(false);
  }
  const tapped = await settings.evaluate((link) => {
    const { x, y, width, height } = link.getBoundingClientRect();
    return link.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
  expect(tapped, 'a tap on the middle of Settings reaches it').toBe(true);
});
