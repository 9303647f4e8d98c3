import { expect, freshUserId, test } from './fixtures';

/** The received gift list (M12) as the service sends it, with each gift's sendDate replaced. */
async function withSendDate(
  page: import('@playwright/test').Page,
  sendDate: string | undefined,
): Promise<void> {
  await page.route('**/api/messenger/v1/gift/receive/**', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as {
      body: { packageList: Record<string, unknown>[] };
    };
    for (const gift of json.body.packageList) {
      if (sendDate === undefined) delete gift.sendDate;
      else gift.sendDate = sendDate;
    }
    await route.fulfill({ response, json });
  });
}

test('a received gift whose server sends no sendDate does not read "From … · sent" with nothing after it', async ({
  page,
  userId,
  api,
}) => {
  const friend = freshUserId('friend');
  const pack = await api.packNotOwnedBy(userId);
  await api.sendGift(pack.packageId, friend, userId);
  await withSendDate(page, undefined);
  await page.goto('/gifts');
  const from = page
    .getByRole('list', { name: 'Received gifts' })
    .getByRole('paragraph')
    .filter({ hasText: friend });
  await expect(from).toBeVisible();
  // The sent page words a gift without a date "To …"; the received one should read "From …".
  await expect(from).not.toHaveText(/sent\s*$/);
});

test('a received gift whose sendDate is "0" is not said to be sent on Jan 1, 2000', async ({
  page,
  userId,
  api,
}) => {
  const friend = freshUserId('friend');
  const pack = await api.packNotOwnedBy(userId);
  await api.sendGift(pack.packageId, friend, userId);
  // "0" is how many servers write "no date"; it is no timestamp the spec knows.
  await withSendDate(page, '0');
  await page.goto('/gifts');
  const gift = page.getByRole('list', { name: 'Received gifts' }).getByRole('listitem');
  await expect(gift.getByText(friend, { exact: true })).toBeVisible();
  await expect(gift).not.toContainText('2000');
});
