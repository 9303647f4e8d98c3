import { expect, test } from './fixtures';
import { boxOf, largeText } from './support/boxes';

// A phone whose browser text size is set to 200 % (Chrome's font size setting: the root font
// size), in German. WCAG 1.4.10: the sticker view fits the screen's width, its Close button and
// its actions on screen, without scrolling sideways.
test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

test('with the browser’s text at 200 % on a phone, the sticker view and its Close button fit the screen in German', async ({
  page,
  api,
  userId,
}) => {
  await largeText(page);
  const pack = await api.packNotOwnedBy(userId);
  const sticker = pack.stickers[0];
  if (!sticker) throw new Error('the pack has no stickers');
  await page.goto(`/packs/${pack.packageId}?sticker=${sticker.stickerId}&pack=${pack.packageId}`);
  const view = page.getByRole('dialog');
  const close = view.getByRole('button', { name: 'Schließen' });
  await expect(close).toBeVisible();

  const screen = await page.evaluate(() => document.documentElement.clientWidth);
  const dialog = await boxOf(view);
  expect(dialog.x + dialog.width, 'the view’s right edge').toBeLessThanOrEqual(screen);
  const closeBox = await boxOf(close);
  expect(closeBox.x + closeBox.width, 'the Close button’s right edge').toBeLessThanOrEqual(screen);
  const download = await boxOf(view.getByRole('link', { name: 'Datei herunterladen' }));
  expect(download.x + download.width, 'Download file’s right edge').toBeLessThanOrEqual(screen);
});
