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

// Saves wait a quarter of a second so a burst of changes is saved once. A reload within it lost a
// change made offline: the save begun on `pagehide` did not finish before the page was gone. A
// write waiting to be sent is now saved as it is made, in the milliseconds IndexedDB takes, not
// after the delay: the page's timers are held here, so the delayed save cannot be what saves it.
test('a wish made offline is saved as it is made and survives a reload made then', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await installApp(page, `/packs/${pack.packageId}`);
  await goOffline(context, page);

  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  // Saves asked for before the wish (going offline changed the cache) are done with.
  await page.clock.runFor(1_000);
  await mainButton(page, 'Add to wish list').click();
  // The page's own tasks run (React Query renders on a zero timeout); the quarter second
  // after which the change would be saved never passes.
  const shown = mainButton(page, 'Remove from wish list');
  for (let ms = 0; ms < 200 && !(await shown.isVisible()); ms += 10) {
    await page.clock.runFor(10);
  }
  await expect(shown).toBeVisible();
  await expect.poll(() => savedWriteCount(page), { message: 'saved with no timer run' }).toBe(1);

  await page.reload();
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();
  await expect(offlineStatus(page)).toContainText('1 change waits to be sent.');
  expect(await savedWriteCount(page)).toBe(1);
});
