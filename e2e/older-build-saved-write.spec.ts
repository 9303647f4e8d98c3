import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cacheEntries, putCacheEntry, wishSavedOffline, writesIn } from './support/offline';

// Installed, as a person's app is after a first visit: the code that saves offline changes is
// there even if the network goes before the first screen has loaded it.
test.use({ serviceWorkers: 'allow' });

/** Gives every saved waiting write the key an older build named it by (this build has none). */
async function renameSavedWrites(page: Page, mutationKey: readonly string[]) {
  for (const { key, value } of await cacheEntries(page, 'writes')) {
    for (const write of writesIn(value)) write.mutationKey = mutationKey;
    await putCacheEntry(page, key, value);
  }
}

// docs/offline.md: writes an older build saved that this one cannot send are "counted in a
// notice …, never dropped without a word". A waiting write whose key (or variables) this build
// does not know, saved under the same WRITES_VERSION, was neither sent nor told of.
test('a waiting write this build cannot send is told of, not dropped silently', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await wishSavedOffline(page, context, pack.packageId);
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
