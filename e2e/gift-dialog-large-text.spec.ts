import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { boxOf, largeText } from './support/boxes';

// A phone whose browser text size is set to 200 % (Chrome's font size setting: the root font
// size). WCAG 1.4.4 and 1.4.10: every button of the dialog stays on screen, inside the dialog.
test.use({ viewport: { width: 390, height: 844 } });

async function expectInside(button: Locator, dialog: Locator) {
  const inner = await boxOf(button);
  const outer = await boxOf(dialog);
  expect(inner.x, `${button.toString()} starts inside the dialog`).toBeGreaterThanOrEqual(outer.x);
  expect(inner.x + inner.width, `${button.toString()} ends inside the dialog`).toBeLessThanOrEqual(
    outer.x + outer.width,
  );
}

test('with the browser’s text at 200 % on a phone, Send as a gift keeps Cancel and Back on screen', async ({
  page,
  api,
  userId,
}) => {
  await largeText(page);
  const pack = await api.packNotOwnedBy(userId);
  await page.goto(`/packs/${pack.packageId}`);
  await page.getByRole('button', { name: 'Send as a gift' }).click();
  const dialog = page.getByRole('dialog', { name: `Send “${pack.packageName}” as a gift` });
  await expect(dialog.getByRole('textbox', { name: 'Friend’s user id' })).toBeFocused();

  await expectInside(dialog.getByRole('button', { name: 'Continue' }), dialog);
  await expectInside(dialog.getByRole('button', { name: 'Cancel' }), dialog);

  await dialog.getByRole('textbox', { name: 'Friend’s user id' }).fill('a-friend');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('button', { name: 'Send gift' })).toBeFocused();
  await expectInside(dialog.getByRole('button', { name: 'Send gift' }), dialog);
  await expectInside(dialog.getByRole('button', { name: 'Back' }), dialog);
});
