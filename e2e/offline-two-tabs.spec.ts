import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { goOffline, installApp, mainButton, tabOf } from './support/offline';

// Offline journeys run with the app's worker, as a person's installed app does.
test.use({ serviceWorkers: 'allow' });

// Tab B does not know of tab A's change, so it still offers "Add to wish list"; the person wishes
// the pack there too. Back online, each tab reads the pack's state (M3) and sends the toggle
// (M11) when the service does not have the wish yet: both read "not wished" before either
// toggle lands, both toggle, and the second undoes the first. Both tabs go online at the same
// moment, as they do in a browser; without help they collide most runs. Here the first toggle is
// held until the other tab has read the pack's state (as a slow network would), so the
// collision is certain; a tab that would not read meanwhile (waiting for the other's write)
// lets the held toggle go after a while.
test('a pack wished offline in two tabs is still on the wish list once they are back online', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await installApp(page, `/packs/${pack.packageId}`);
  const other = await context.newPage();
  await other.goto(`/packs/${pack.packageId}`);
  await expect(mainButton(other, 'Add to wish list')).toBeVisible();

  await goOffline(context, page);
  await mainButton(page, 'Add to wish list').click();
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();
  await mainButton(other, 'Add to wish list').click();
  await expect(mainButton(other, 'Remove from wish list')).toBeVisible();

  const checkedBy = new Map<Page, () => void>();
  const checked = (tab: Page) =>
    new Promise<void>((resolve) => {
      checkedBy.set(tab, resolve);
    });
  const checks = new Map([
    [page, checked(page)],
    [other, checked(other)],
  ]);
  context.on('requestfinished', (request) => {
    const tab = tabOf(request);
    if (tab && request.method() === 'GET' && request.url().includes('record=N')) {
      checkedBy.get(tab)?.();
    }
  });
  const toggles: Page[] = [];
  const settled = new Map<Page, Promise<unknown>>();
  await context.route('**/api/messenger/v1/wish/**', async (route) => {
    const tab = tabOf(route.request());
    if (route.request().method() !== 'PUT' || !tab) return route.fallback();
    toggles.push(tab);
    if (toggles.length === 1) {
      const otherTab = tab === page ? other : page;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        checks.get(otherTab),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 3_000);
        }),
      ]);
      clearTimeout(timer);
    }
    return route.fallback();
  });
  for (const tab of [page, other]) {
    // Each tab's write ends with a fresh read of the pack's page (its lists refetched).
    settled.set(
      tab,
      tab.waitForResponse(
        (response) =>
          tabOf(response.request()) === tab &&
          response.url().includes(`/package/${pack.packageId}?`) &&
          !response.url().includes('record=N'),
      ),
    );
  }
  await context.setOffline(false);
  await Promise.all(settled.values());

  // The person wished the pack, twice; it must be on their wish list, and both tabs say so.
  await expect
    .poll(async () => (await api.pack(pack.packageId, userId)).isWish, {
      message: `the wish list keeps the pack (toggles sent: ${toggles.length})`,
    })
    .toBe('Y');
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();
  await expect(mainButton(other, 'Remove from wish list')).toBeVisible();
});
