import { expect, freshUserId, presetSettings, test } from './fixtures';
import { boxOf, overlaps } from './support/boxes';
import { message } from './support/messages';

// A small laptop; the clipboard may hold images, so an animated sticker is copied as a still.
test.use({
  viewport: { width: 1024, height: 768 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

test('in German on a 1024×768 laptop, the still-copy toast leaves the sticker view’s buttons uncovered', async ({
  page,
  api,
}) => {
  await presetSettings(page, {
    userId: freshUserId('german-still-copy'),
    interfaceLanguage: 'de',
    lang: 'de',
  });
  const pack = (await api.ranking({ animated: 'Y' }))[0];
  if (!pack) throw new Error('No animated pack in the ranking');
  await page.goto(`/packs/${pack.packageId}`);
  await page
    .getByRole('list', { name: /^Sticker in / })
    .getByRole('link')
    .first()
    .click();
  const view = page.getByRole('dialog');
  const buttons = [
    view.getByRole('button', { name: message('de', 'stickerView.copy'), exact: true }),
    view.getByRole('button', { name: message('de', 'stickerView.send'), exact: true }),
    view.getByRole('link', { name: message('de', 'stickerView.download') }),
    view.getByRole('button', { name: message('de', 'stickerView.share') }),
  ];
  const toasts = page
    .getByRole('region', { name: message('de', 'toast.region') })
    .getByRole('listitem');

  await buttons[0]?.click();
  await expect(toasts.filter({ hasText: message('de', 'copy.still') })).toBeVisible();
  await expect(toasts).toHaveCount(1);
  // Move the pointer off the toast (sonner expands toasts under it), and let it come to rest.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
  const toastBox = await boxOf(toasts.first());
  for (const button of buttons) {
    const name = await button.textContent();
    expect(overlaps(toastBox, await boxOf(button)), `${name} under the toast`).toBe(false);
  }
});
