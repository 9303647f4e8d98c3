import { expect, test } from './fixtures';
import { goOffline, installApp, mainButton, tabOf } from './support/offline';

// Offline journeys run with the app's worker, as a person's installed app does.
test.use({ serviceWorkers: 'allow' });

// Tab A wishes a pack offline; tab B shows the same pack and changes nothing. Offline for six
// minutes, B's copy is stale, so B reads the pack again the moment the network is back: before
// A's waiting wish has reached the service. Nothing tells B afterwards, and its fresh-looking
// copy keeps "Add to wish list" while the pack is on the wish list; pressing it there sends the
// toggle (M11) and takes the pack off.
test('a tab left open shows a wish another tab made offline once it has reached the service', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await installApp(page, `/packs/${pack.packageId}`);
  const other = await context.newPage();
  await other.clock.install();
  await other.goto(`/packs/${pack.packageId}`);
  await expect(mainButton(other, 'Add to wish list')).toBeVisible();

  await goOffline(context, page);
  await mainButton(page, 'Add to wish list').click();
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();
  await other.clock.fastForward('06:00');

  // B's read on reconnecting comes before A's wish lands (held until then, as a slow network
  // would; let go after a while should B not read).
  const otherRead = other.waitForResponse(
    (response) =>
      tabOf(response.request()) === other &&
      response.url().includes(`/package/${pack.packageId}?`) &&
      !response.url().includes('record=N'),
  );
  await context.route('**/api/messenger/v1/wish/**', async (route) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      otherRead,
      new Promise((resolve) => {
        timer = setTimeout(resolve, 10_000);
      }),
    ]);
    clearTimeout(timer);
    return route.fallback();
  });
  await context.setOffline(false);
  await expect.poll(async () => (await api.pack(pack.packageId, userId)).isWish).toBe('Y');
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();

  // The person turns to tab B: it must not offer to wish a pack that is on the wish list.
  await other.bringToFront();
  await expect(mainButton(other, 'Remove from wish list')).toBeVisible();
});
