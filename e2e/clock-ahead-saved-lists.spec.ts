import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPackListed, mainNav, packList } from './support/app';
import { cacheEntries } from './support/offline';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the saved lists of `userId` were last saved, by the page's clock; undefined if never. */
async function listsSavedAt(page: Page, userId: string): Promise<number | undefined> {
  const key = `user:${userId}`;
  const lists = (await cacheEntries(page, key)).find((entry) => entry.key === key)?.value;
  return (lists as { timestamp?: number } | undefined)?.timestamp;
}

// A device's clock that ran a month ahead (set by hand, a dead clock battery, a wrong network
// time) and was then put right: the lists saved meanwhile carry dates a month away. The next
// visit must show the service's lists, not take the saved copy for newer than the service's
// answer and keep it, unrefreshed, for a month.
test('lists saved while the clock ran ahead do not hide the service’s lists once it is right', async ({
  page,
  context,
  userId,
  api,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await api.toggleWish(userId, pack.packageId);

  await page.addInitScript((aheadMs) => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + aheadMs;
  }, 30 * DAY_MS);
  await page.goto('/wishlist');
  await expectPackListed(page, 'Wish list', pack.packageName);
  // Saved once the first screen is done (its images loaded, the browser idle): slow on a loaded
  // machine, where ten seconds ran out once in CI.
  await expect
    .poll(() => listsSavedAt(page, userId), { timeout: 30_000 })
    .toBeGreaterThan(Date.now() + DAY_MS);
  await page.close();

  // Meanwhile, on another device, the person took the pack off their wish list.
  await api.toggleWish(userId, pack.packageId);

  // The clock is right again.
  const next = await context.newPage();
  await next.goto('/');
  // The saved lists were read back, and saved again with the right time.
  await expect.poll(() => listsSavedAt(next, userId)).toBeLessThan(Date.now() + DAY_MS);
  await mainNav(next).getByRole('link', { name: 'Wish list', exact: true }).click();
  await expect(
    next.getByRole('heading', { level: 2, name: 'Your wish list is empty' }),
  ).toBeVisible();
  await expect(packList(next, 'Wish list')).toHaveCount(0);
});
