import { expect, test } from './fixtures';
import { mainNav, navigate } from './support/app';
import { goOffline, installApp } from './support/offline';

// Offline journeys run with the app's worker, as a person's installed app does.
test.use({ serviceWorkers: 'allow' });

// docs/offline.md: a page never opened "links to the pages whose data this device holds for the
// current user". The Ranking and Reactions pages open offline from their saved lists, but the
// route table gives them no `savedAs` (src/app/route-table.ts), so the panel never offers them.
test('offline, a page never opened offers the Ranking and Reactions pages the device has saved', async ({
  page,
  context,
  userId,
}) => {
  expect(userId).toMatch(/^e2e-/);
  await installApp(page, '/camera');
  const ranked = page.getByRole('list', { name: 'Ranked packs' });
  await expect(ranked.getByRole('listitem').first()).toBeVisible();
  await navigate(page, 'Reactions', 'Reactions');
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();

  await goOffline(context, page);
  // Both pages open from what the device saved.
  await navigate(page, 'Ranking', 'Popular packs');
  await expect(ranked.getByRole('listitem').first()).toBeVisible();
  await navigate(page, 'Reactions', 'Reactions');
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Gifts', exact: true }).click();
  const panel = page.getByRole('alert').filter({ hasText: "You're offline" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Ranking', exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Reactions', exact: true })).toBeVisible();
});
