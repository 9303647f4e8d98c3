import { expect, test } from './fixtures';
import {
  goOffline,
  installApp,
  mainButton,
  offlineStatus,
  savedWriteCount,
} from './support/offline';

// Offline journeys run with the app's worker, as a person's installed app does.
test.use({ serviceWorkers: 'allow' });

// docs/offline.md: changes made offline "survive a reload", and "Waiting to send" is "there
// again after a reload". With a second tab of the app open (here on My packs), the reloaded tab
// comes back without its change: the other tab takes the reloading tab's writes over the moment
// its old page lets go of its lock (src/api/persistence/tab-writes.ts), before the new page has
// started, and sends them from there. The reloaded tab shows nothing waiting (online, with the
// service busy, it even shows the pack not wished); the same happens when Reload takes a new
// version from the update offer.
test('a wish waiting to be sent is still shown, marked waiting, after a reload while another tab is open', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await installApp(page, `/packs/${pack.packageId}`);
  const other = await context.newPage();
  await other.goto('/my-packs');
  await expect(other.getByRole('heading', { level: 1, name: 'My packs' })).toBeVisible();

  await goOffline(context, page);
  await mainButton(page, 'Add to wish list').click();
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();
  await expect(offlineStatus(page)).toContainText('1 change waits to be sent.');
  // Saved for after a reload (a reload at once is another matter).
  await expect.poll(() => savedWriteCount(page)).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(mainButton(page, 'Remove from wish list')).toHaveAccessibleDescription(
    'Waiting to send',
  );
  await expect(offlineStatus(page)).toContainText('1 change waits to be sent.');
});
