import { expect, test } from './fixtures';
import { boxOf, overlaps } from './support/boxes';

// A phone's screen (iPhone 12 to 15).
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});

test('on a phone, the toasts of Copy and Share leave the sticker view’s buttons uncovered', async ({
  page,
  api,
}) => {
  const packageId = (await api.ranking())[0]?.packageId ?? 0;
  await page.goto(`/packs/${packageId}`);
  await page
    .getByRole('list', { name: /^Stickers in / })
    .getByRole('link')
    .first()
    .tap();
  const view = page.getByRole('dialog');
  const buttons = [
    view.getByRole('button', { name: 'Copy', exact: true }),
    view.getByRole('button', { name: 'Send', exact: true }),
    view.getByRole('link', { name: 'Download file' }),
    view.getByRole('button', { name: 'Share link' }),
  ];
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

  const expectButtonsUncovered = async (count: number) => {
    await expect(toasts).toHaveCount(count);
    // sonner slides a toast in, and a stack apart: measure where they come to rest.
    await page.waitForTimeout(600);
    for (const toast of await toasts.all()) {
      await expect(toast).toBeInViewport({ ratio: 1 });
      const toastBox = await boxOf(toast);
      for (const button of buttons) {
        await expect(button).toBeInViewport({ ratio: 1 });
        const name = await button.textContent();
        expect(overlaps(toastBox, await boxOf(button)), `${name} under a toast`).toBe(false);
      }
    }
  };

  await buttons[0]?.tap();
  await expect(toasts.filter({ hasText: 'Sticker image copied.' })).toBeVisible();
  await expectButtonsUncovered(1);
  await buttons[3]?.tap();
  await expect(toasts.filter({ hasText: 'Sticker link copied.' })).toBeVisible();
  await expectButtonsUncovered(2);
});
