import { expect, freshUserId, test } from './fixtures';

// Walkthrough 28: a double-click (or a double tap) on "Send gift" sent the gift twice, and the
// person read both "sent" and "nothing new was sent" for one gift.

test('a double-click on Send gift sends the gift once and says one thing', async ({
  page,
  api,
  userId,
}) => {
  const friend = freshUserId('friend');
  const pack = await api.packNotOwnedBy(userId);
  const name = pack.packageName;
  let sends = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith(`/api/messenger/v1/gift/${pack.packageId}/`))
      sends += 1;
  });

  await page.goto(`/packs/${pack.packageId}`);
  await page.getByRole('button', { name: 'Send as a gift' }).click();
  const dialog = page.getByRole('dialog', { name: `Send “${name}” as a gift` });
  await dialog.getByRole('textbox', { name: 'Friend’s user id' }).fill(friend);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Send gift' }).dblclick();
  await expect(dialog).toHaveCount(0);

  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts).toContainText('sent to');
  // Time for a second answer to arrive, were there a second send.
  await page.waitForTimeout(1500);
  expect(sends, 'gift requests sent').toBe(1);
  await expect(toasts).not.toContainText('nothing new was sent');
});
