import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// A phone with its text at 200 %: 640 px of screen read as 320 CSS px. The interface in Japanese.
test.use({
  viewport: { width: 320, height: 640 },
  hasTouch: true,
  isMobile: true,
  locale: 'ja-JP',
  permissions: ['clipboard-read', 'clipboard-write'],
});

test.beforeEach(async ({ page }) => {
  await presetSettings(page, {
    userId: freshUserId('japanese-toast-action'),
    interfaceLanguage: 'ja',
    lang: 'ja',
  });
});

test('in Japanese at 320 px, the toast after copying an animated sticker keeps its message readable beside “アニメーションをダウンロード”', async ({
  page,
  api,
}) => {
  const pack = (await api.ranking({ animated: 'Y' }))[0];
  if (!pack) throw new Error('No animated pack in the ranking');
  await page.goto(`/packs/${pack.packageId}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: /（アニメーション）$/ })
    .first()
    .tap();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: message('ja', 'stickerView.copy'), exact: true })
    .tap();

  const toast = page
    .getByRole('region', { name: /^通知/ })
    .getByRole('listitem')
    .filter({ hasText: message('ja', 'copy.still') });
  await expect(toast).toBeVisible();
  await expect(
    toast.getByRole('button', { name: message('ja', 'copy.downloadAnimated') }),
  ).toBeVisible();
  // sonner slides a toast in: measure where it comes to rest.
  await page.waitForTimeout(600);

  const widths = await toast.evaluate((element) => {
    const text = element.querySelector('[data-title]') ?? element.querySelector('[data-content]');
    return {
      toast: element.getBoundingClientRect().width,
      message: text?.getBoundingClientRect().width ?? 0,
    };
  });
  // The message, not the button, is what a person reads: it gets at least half the toast's width
  // (here it got 29 px, two characters a line, with 。 and ー starting lines).
  expect(widths.message, 'width of the toast’s message').toBeGreaterThanOrEqual(widths.toast / 2);
  // And the toast fits on the screen whole, rather than covering it and running past its bottom.
  await expect(toast).toBeInViewport({ ratio: 1 });
});
