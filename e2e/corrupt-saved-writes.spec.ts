import { expect, test } from './fixtures';
import { putCacheEntry, wishSavedOffline } from './support/offline';

// Installed, as a person's app is after a first visit: the code that saves offline changes is
// there even if the network goes before the first screen has loaded it.
test.use({ serviceWorkers: 'allow' });

// One unreadable entry among the tabs' waiting writes (a disk or browser fault, an older build's
// own format under the shared `writes` key) must not keep the person's other changes from being
// sent: a wish made offline in a tab that was then closed is sent by the next tab opened online.
test('a wish left by a closed tab is sent though another saved entry of writes is unreadable', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await wishSavedOffline(page, context, pack.packageId);

  await putCacheEntry(page, 'writes', 'not a saved cache');
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto(`/packs/${pack.packageId}`);
  await expect(next.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect
    .poll(async () => (await api.pack(pack.packageId, userId)).isWish, { timeout: 20_000 })
    .toBe('Y');
});
