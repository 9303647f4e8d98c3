import { expect, test } from './fixtures';
import { navigate } from './support/app';
import { controlled, installApp } from './support/offline';

// This spec is about the service worker: the rest of the suite blocks it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// docs/offline.md, "Clearing it": site settings → "Delete data", or DevTools → Application →
// Storage → "Clear site data", removes the worker and its caches. The open page is left as it
// was; no new version of the app exists.
test('after "Clear site data" the open app does not offer an update that does not exist', async ({
  page,
  context,
  baseURL,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await installApp(page, '/');
  const offer = page.getByRole('region', { name: 'Update available' });
  await expect(offer).toHaveCount(0);

  // What DevTools' "Clear site data" sends for the worker and its caches.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL ?? '').origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await expect.poll(() => controlled(page)).toBe(false);

  // The person goes on using the page: nothing claims a new version is there to reload into.
  await navigate(page, 'Wish list', 'Wish list');
  await expect(offer).toHaveCount(0);
});
