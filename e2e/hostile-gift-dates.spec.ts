import type { Page } from '@playwright/test';
import type { ServiceApi } from './support/api';
import { expect, freshUserId, test } from './fixtures';
import { changeBody, type Body } from './support/answers';

/**
 * Gifts opened on a received gift from a new friend, the service's sendDate replaced (absent
 * for undefined); answers the friend's id.
 */
async function openGiftWithSendDate(
  { page, userId, api }: { page: Page; userId: string; api: ServiceApi },
  sendDate: string | undefined,
): Promise<string> {
  const friend = freshUserId('friend');
  const pack = await api.packNotOwnedBy(userId);
  await api.sendGift(pack.packageId, friend, userId);
  await changeBody(page, '**/api/messenger/v1/gift/receive/**', (body) => {
    for (const gift of body.packageList as Body[]) {
      if (sendDate === undefined) delete gift.sendDate;
      else gift.sendDate = sendDate;
    }
  });
  await page.goto('/gifts');
  return friend;
}

test('a received gift whose server sends no sendDate does not read "From … · sent" with nothing after it', async ({
  page,
  userId,
  api,
}) => {
  const friend = await openGiftWithSendDate({ page, userId, api }, undefined);
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
  // "0" is how many servers write "no date"; it is no timestamp the spec knows.
  const friend = await openGiftWithSendDate({ page, userId, api }, '0');
  const gift = page.getByRole('list', { name: 'Received gifts' }).getByRole('listitem');
  await expect(gift.getByText(friend, { exact: true })).toBeVisible();
  await expect(gift).not.toContainText('2000');
});
