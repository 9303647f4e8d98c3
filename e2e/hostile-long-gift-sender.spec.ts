import { expect, freshUserId, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a gift whose sender id is a 2,000-character word keeps the Gifts page within the screen', async ({
  page,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await api.sendGift(pack.packageId, freshUserId('friend'), userId);
  // userIds are "any format" (spec part 4): one long word is a userId a server may hold.
  const sender = 'U'.repeat(2000);
  await page.route('**/api/messenger/v1/gift/receive/**', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as {
      body: { packageList: Record<string, unknown>[] };
    };
    for (const gift of json.body.packageList) gift.sendUserId = sender;
    await route.fulfill({ response, json });
  });
  await page.goto('/gifts');
  const gift = page.getByRole('list', { name: 'Received gifts' }).getByRole('listitem');
  await expect(gift.getByText(sender)).toBeVisible();

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.screen);
});
