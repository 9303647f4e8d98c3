import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { goOffline, installApp, mainButton, savedWriteCount } from './support/offline';

// Installed, as a person's app is after a first visit: the code that saves offline changes is
// there even if the network goes before the first screen has loaded it.
test.use({ serviceWorkers: 'allow' });

/** Puts `value` under `key` in the store the app keeps its cache and waiting writes in. */
function putInCacheStore(page: Page, key: string, value: unknown) {
  return page.evaluate(
    ([entryKey, entry]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sticker-browser-cache');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const put = open.result.transaction('query-cache', 'readwrite');
          put.objectStore('query-cache').put(entry, entryKey);
          put.oncomplete = () => resolve();
          put.onerror = () => reject(put.error ?? new Error('IndexedDB write failed'));
        };
      }),
    [key, value] as const,
  );
}

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
  await installApp(page, `/packs/${pack.packageId}`);
  await expect(mainButton(page, 'Add to wish list')).toBeVisible();
  await goOffline(context, page);
  await mainButton(page, 'Add to wish list').click();
  await expect(mainButton(page, 'Remove from wish list')).toBeVisible();
  await expect.poll(() => savedWriteCount(page)).toBe(1);

  await putInCacheStore(page, 'writes', 'not a saved cache');
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto(`/packs/${pack.packageId}`);
  await expect(next.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect
    .poll(async () => (await api.pack(pack.packageId, userId)).isWish, { timeout: 20_000 })
    .toBe('Y');
});
