import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { goOffline, installApp, mainButton, savedWriteCount } from './support/offline';

// Installed, as a person's app is after a first visit: the code that saves offline changes is
// there even if the network goes before the first screen has loaded it.
test.use({ serviceWorkers: 'allow' });

/** Gives every saved waiting write the key an older build named it by (this build has none). */
function renameSavedWrites(page: Page, mutationKey: readonly string[]) {
  return page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sticker-browser-cache');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const change = open.result.transaction('query-cache', 'readwrite');
          const store = change.objectStore('query-cache');
          const entries = store.openCursor(IDBKeyRange.bound('writes', 'writes\uffff'));
          entries.onsuccess = () => {
            const entry = entries.result;
            if (!entry) return;
            const writes = entry.value as {
              clientState: { mutations: { mutationKey: unknown }[] };
            };
            for (const write of writes.clientState.mutations) write.mutationKey = key;
            entry.update(writes);
            entry.continue();
          };
          change.oncomplete = () => resolve();
          change.onerror = () => reject(change.error ?? new Error('IndexedDB write failed'));
        };
      }),
    mutationKey,
  );
}

// docs/offline.md: writes an older build saved that this one cannot send are "counted in a
// notice …, never dropped without a word". A waiting write whose key (or variables) this build
// does not know, saved under the same WRITES_VERSION, is neither sent nor told of.
test('a waiting write this build cannot send is told of, not dropped silently', async ({
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
  await renameSavedWrites(page, ['wish', 'toggle']);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto(`/packs/${pack.packageId}`);
  await expect(next.getByRole('heading', { level: 1, name: pack.packageName })).toBeVisible();
  await expect(
    next.getByText(/change made offline was (discarded|not accepted)/).first(),
  ).toBeVisible();
});
