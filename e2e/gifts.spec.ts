import { expect, freshUserId, test } from './fixtures';
import { expectPackListed, navigate, packList } from './support/app';

const DEMO = 'demo';

test('journey 5: the demo user accepts a received gift; it is in My packs and Downloads', async ({
  page,
  api,
}) => {
  // A new gift each run, from a new friend, of a pack the demo user does not own yet: retries
  // and re-runs never meet a gift an earlier attempt already accepted.
  const friend = freshUserId('friend');
  const pack = await api.packNotOwnedBy(DEMO);
  await api.sendGift(pack.packageId, friend, DEMO);
  const name = pack.packageName;

  await page.goto('/gifts');
  await expect(page.getByRole('link', { name: `Settings for ${DEMO}` })).toBeVisible();
  const gifts = packList(page, 'Received gifts');
  await expect(gifts).toBeVisible();
  const accept = page.getByRole('button', { name: `Accept ${name} from ${friend}` });
  const gift = gifts.getByRole('listitem').filter({ has: page.getByText(friend, { exact: true }) });
  await expect(gift).toHaveCount(1);
  await accept.click();

  await expect(accept).toHaveCount(0);
  const received = gift.getByText(/✓ Received/);
  await expect(received).toBeVisible();
  const receivedAt = await received.locator('time').getAttribute('datetime');
  expect(receivedAt, 'the received mark carries a date').toMatch(/^\d{4}-\d{2}-\d{2}T/);
  await expect(received.locator('time')).not.toBeEmpty();

  await navigate(page, 'My packs', 'My packs');
  await expectPackListed(page, 'My packs', name);
  await navigate(page, 'Downloads', 'Downloads');
  await expectPackListed(page, 'Downloads', name);
});
