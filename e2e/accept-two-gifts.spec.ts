import { expect, freshUserId, test } from './fixtures';
import { packList } from './support/app';

// The Gifts page keeps one confirm-gift mutation for the whole list and asks it whether a gift is
// being accepted (src/features/gifts/use-confirm-gift-action.ts: isPending compares the
// mutation's latest variables). Accepting a second gift while the first is still on its way
// makes the hook speak of the second only: the first gift's button is live again.
test('a gift being accepted keeps its button pending while the person accepts another one', async ({
  page,
  api,
  userId,
}) => {
  const friend = freshUserId('friend');
  const [first, second] = await api.ranking();
  if (!first || !second) throw new Error('Two ranked packs are needed');
  await api.sendGift(first.packageId, friend, userId);
  await api.sendGift(second.packageId, friend, userId);

  // The first acceptance is slow to arrive: it waits until the test lets it go.
  let letFirstGo = () => {};
  const held = new Promise<void>((resolve) => {
    letFirstGo = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith(`/api/messenger/v1/gift/${first.packageId}/`),
    async (route) => {
      if (route.request().method() === 'PUT') await held;
      return route.fallback();
    },
  );

  await page.goto('/gifts');
  await expect(packList(page, 'Received gifts').getByRole('listitem')).toHaveCount(2);
  const acceptFirst = page.getByRole('button', {
    name: `Accept ${first.packageName} from ${friend}`,
  });
  const acceptSecond = page.getByRole('button', {
    name: `Accept ${second.packageName} from ${friend}`,
  });

  await acceptFirst.click();
  await expect(acceptFirst).toHaveAttribute('aria-disabled', 'true');
  await acceptSecond.click();
  await expect(acceptSecond).toHaveAttribute('aria-disabled', 'true');

  try {
    // The first gift's acceptance has not come back: its button still says so.
    await expect(acceptFirst).toHaveAttribute('aria-disabled', 'true');
    await expect(acceptFirst).toHaveText('Accepting…');
  } finally {
    letFirstGo();
  }
});
