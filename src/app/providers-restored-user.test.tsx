import 'fake-indexeddb/auto';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { clear, get } from 'idb-keyval';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mutationKeys } from '../api/keys';
import { persistCache } from '../api/persistence/persist-cache';
import { openTab } from '../api/persistence/tab-writes';
import { cacheStore } from '../api/persistence/user-persister';
import { packQueries } from '../api/queries/packs';
import { createQueryClient } from '../api/query-client';
import { ToastRegion } from '../components/toast/toast-region';
import { getSettings, updateSettings } from '../lib/settings';
import { fakeWebLocks } from '../testing/web-locks';
import { failOperation } from '../testing/msw';
import { pausedWrite } from '../testing/paused-write';
import { renderWithProviders } from '../testing/render';
import { createAppQueryClient } from './providers';

const shownBefore = getSettings().userId;
const stops: (() => void)[] = [];

beforeEach(async () => {
  await clear(cacheStore());
  Object.defineProperty(navigator, 'locks', { value: fakeWebLocks().manager, configurable: true });
});

afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  await new Promise((resolve) => setTimeout(resolve, 400));
  Reflect.deleteProperty(navigator, 'locks');
  onlineManager.setOnline(true);
  updateSettings({ userId: shownBefore });
});

// Settings names the user before their saved lists are read back (persistCache follows the same
// change, from IndexedDB): the pack's name, which only those lists hold, comes a moment later.
test('another user’s refused write, told once they are shown, names the pack from their saved lists', async () => {
  // An earlier visit with the demo user shown saved their wish list (Yummy Food, 4).
  updateSettings({ userId: 'demo' });
  const earlier = createQueryClient();
  stops.push(await persistCache(earlier, openTab()));
  await earlier.infiniteQuery(packQueries.wishlist({ userId: 'demo' }));
  await waitFor(async () => expect(await get('user:demo', cacheStore())).toBeDefined());
  stops.splice(0).forEach((stop) => stop());
  earlier.unmount();

  // This visit shows someone else; the demo user's download, waiting since, is refused.
  updateSettings({ userId: 'someone-else' });
  const queryClient = createAppQueryClient();
  renderWithProviders(<ToastRegion />, { queryClient });
  stops.push(await persistCache(queryClient, openTab()));
  failOperation('download', 1000);
  hydrate(queryClient, {
    queries: [],
    mutations: [
      pausedWrite(mutationKeys.downloadPack, { packageId: 4, userId: 'demo', madeOffline: true }),
    ],
  });
  await queryClient.resumePausedMutations();
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));

  updateSettings({ userId: 'demo' });
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  const notice = await waitFor(() => within(region).getByText(/was not accepted/));
  await waitFor(() =>
    expect(
      queryClient.getQueryData(packQueries.wishlist({ userId: 'demo' }).queryKey),
    ).toBeDefined(),
  );
  expect(notice).toHaveTextContent(/Yummy Food/);
});
