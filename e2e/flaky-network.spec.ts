import { expect, freshUserId, presetSettings, test } from './fixtures';
import { isolated } from './support/messages';

// A bad mobile network: the service gets a request and applies it, and its answer never comes
// back (the connection drops on the way). What the person reads must match what the service did.

test('a gift whose answer was lost on the way is told as sent, not as “nothing new was sent”', async ({
  page,
  api,
  userId,
}) => {
  const friend = freshUserId('friend');
  const pack = await api.packNotOwnedBy(userId);
  const name = pack.packageName;
  let sends = 0;
  await page.route(
    (url) => url.pathname.startsWith(`/api/messenger/v1/gift/${pack.packageId}/`),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      sends += 1;
      if (sends > 1) return route.fallback();
      // The service applies the gift; the answer is lost.
      await route.fetch();
      return route.abort('connectionreset');
    },
  );

  await page.goto(`/packs/${pack.packageId}`);
  await page.getByRole('button', { name: 'Send as a gift' }).click();
  const dialog = page.getByRole('dialog', { name: `Send “${name}” as a gift` });
  await dialog.getByRole('textbox', { name: 'Friend’s user id' }).fill(friend);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Send gift' }).click();

  // The person sent one gift, and the service holds one gift for the friend: the toast says so.
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts).toContainText(name, { timeout: 20_000 });
  await expect(toasts).toContainText(`“${isolated(name)}” sent to ${isolated(friend)}.`);
  await expect(toasts).not.toContainText('nothing new was sent');
});

test('while a new term loads, the last term’s results are not labelled as the new term’s', async ({
  page,
}) => {
  // A user of its own: the searches go into that user's recent searches, not the demo user's.
  await presetSettings(page, { userId: freshUserId('slow-search') });
  // The new term's search is slow, as on a bad network; the last term's stay on screen meanwhile.
  await page.route(
    (url) => url.pathname === '/api/messenger/v1/search' && url.searchParams.get('q') === 'dog',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      return route.fallback().catch(() => undefined);
    },
  );
  await page.goto('/?q=cat');
  await expect(page.getByRole('status').filter({ hasText: 'stickers for “cat”' })).toBeVisible();
  await page.getByRole('main').getByRole('combobox', { name: 'Search stickers' }).fill('dog');
  await expect(page.getByRole('status').filter({ hasText: 'Searching' })).toBeVisible();
  // A list named "Stickers for dog" must hold no cat: a screen reader reads its name with them.
  const dogList = page.getByRole('list', { name: 'Stickers for dog' });
  await expect(dogList.getByRole('img', { name: /^Cat from/ })).toHaveCount(0, { timeout: 2000 });
});
