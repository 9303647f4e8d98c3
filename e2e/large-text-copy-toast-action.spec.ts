import { expect, freshUserId, presetSettings, test } from './fixtures';
import { largeText } from './support/boxes';
import { message } from './support/messages';

// A phone whose browser text size is set to 200 % (Chrome's font size setting: the root font
// size), the interface in Japanese. WCAG 1.4.10: the toast's action fits the screen.
test.use({
  viewport: { width: 390, height: 844 },
  locale: 'ja-JP',
  permissions: ['clipboard-read', 'clipboard-write'],
});

test.beforeEach(async ({ page }) => {
  await presetSettings(page, {
    userId: freshUserId('large-text-copy-toast'),
    interfaceLanguage: 'ja',
    lang: 'ja',
  });
});

test('with the browser’s text at 200 % on a phone, the copied-as-still toast’s “download animated” button is whole on screen', async ({
  page,
  api,
}) => {
  await largeText(page);
  const pack = (await api.ranking({ animated: 'Y' }))[0];
  if (!pack) throw new Error('No animated pack in the ranking');
  await page.goto(`/packs/${pack.packageId}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: /（アニメーション）$/ })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: message('ja', 'stickerView.copy'), exact: true })
    .click();

  const toast = page
    .getByRole('region', { name: /^通知/ })
    .getByRole('listitem')
    .filter({ hasText: message('ja', 'copy.still') });
  const action = toast.getByRole('button', { name: message('ja', 'copy.downloadAnimated') });
  await expect(action).toBeVisible();
  // Its label is read whole: the button ends before the screen's edge once the toast has come to
  // rest (sonner slides it in).
  await expect(action).toBeInViewport({ ratio: 1 });
});
