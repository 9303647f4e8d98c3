import { expect, freshUserId, presetSettings, test } from './fixtures';
import { boxOf, largeText } from './support/boxes';
import { message } from './support/messages';

// A 320 px phone whose browser text size is set to 200 % (Chrome's font size setting), in
// Japanese. The gift dialog's title quotes the pack's name in 「」; most packs' names end in their
// art set (· OpenMoji), and a line may not begin with the closing 」, so OpenMoji」 is one piece.
test.use({ viewport: { width: 320, height: 640 }, locale: 'ja-JP' });

test('with 200 % text at 320 px, the gift dialog’s title stays inside the dialog in Japanese', async ({
  page,
  api,
}) => {
  const userId = freshUserId('gift-dialog-title-fits');
  const ranked = await api.ranking();
  const owned = new Set((await api.myPacks(userId)).map((p) => p.packageId));
  const listed = ranked.find((p) => !owned.has(p.packageId) && p.packageName.endsWith('OpenMoji'));
  if (!listed) throw new Error('the ranking has no OpenMoji pack');
  await presetSettings(page, { userId, interfaceLanguage: 'ja', lang: 'ja' });
  await largeText(page);
  await page.goto(`/packs/${listed.packageId}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: message('ja', 'gift.send.open'), exact: true })
    .click();

  const dialog = page.getByRole('dialog');
  const title = dialog.getByRole('heading', { level: 2 });
  await expect(title).toContainText('OpenMoji」');
  const outer = await boxOf(dialog);
  // Where the title's last line ends: 」 stood past the dialog's edge, cut off, and the dialog
  // scrolled sideways under a finger.
  const right = await title.evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
  });
  expect(right, 'the title’s right edge').toBeLessThanOrEqual(outer.x + outer.width);
  expect(
    await dialog.evaluate((element) => element.scrollWidth - element.clientWidth),
    'how far the dialog scrolls sideways',
  ).toBe(0);
});
