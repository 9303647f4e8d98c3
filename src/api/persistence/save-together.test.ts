import 'fake-indexeddb/auto';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import * as idb from 'idb-keyval';
import { afterEach, expect, it, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { mutationKeys, packKeys } from '../keys';
import { createQueryClient } from '../query-client';
import { persistCache } from './persist-cache';
import { cacheStore, storePersister } from './user-persister';

// Every IndexedDB write the cache makes, as the keys written together in one transaction.
const written: string[][] = [];
vi.mock('idb-keyval', async (importOriginal) => {
  const original = await importOriginal<typeof idb>();
  return {
    ...original,
    set: (key: IDBValidKey, value: unknown, store?: idb.UseStore) => {
      written.push([key as string]);
      return original.set(key, value, store);
    },
    setMany: (entries: [IDBValidKey, unknown][], store?: idb.UseStore) => {
      written.push(entries.map(([key]) => key as string));
      return original.setMany(entries, store);
    },
  };
});

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  onlineManager.setOnline(true);
});

it('saves a change made offline and the lists showing it in one go: a page closed between two saves would keep one without the other', async () => {
  const userId = 'gil-persist';
  updateSettings({ userId });
  const client = createQueryClient();
  stops.push(await persistCache(client));
  const wishList = packKeys.list('wishlist', { userId });
  client.setQueryData(wishList, {
    pages: [{ items: [{ packageId: 1, packageName: 'Kept', isWish: 'Y' }], pageMap: {} }],
    pageParams: [1],
  });
  await vi.waitFor(() => expect(written.flat()).toContain(`user:${userId}`));

  onlineManager.setOnline(false);
  written.length = 0;
  void new MutationObserver<unknown, Error, { packageId: number; userId: string; wanted: boolean }>(
    client,
    { mutationKey: mutationKeys.toggleWish },
  )
    .mutate({ packageId: 1, userId, wanted: false })
    .catch(() => undefined);

  await vi.waitFor(() => expect(written.flat()).toContain('writes'));
  const withWrite = written.find((keys) => keys.includes('writes'));
  expect(withWrite).toContain(`user:${userId}`);
  // And the lists saved hold the change: the pack has left the wish list.
  const saved = await idb.get<PersistedClient>(`user:${userId}`, cacheStore());
  const list = saved?.clientState.queries.find(
    (query) => JSON.stringify(query.queryKey) === JSON.stringify(wishList),
  )?.state.data as { pages: { items: unknown[] }[] } | undefined;
  expect(list?.pages[0]?.items).toEqual([]);
});

it('saves what waits as soon as the page is hidden: a swiped-away app gets no later chance', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    written.length = 0;
    storePersister('hidden-now').persistClient({
      buster: 'b',
      timestamp: Date.now(),
      clientState: { queries: [], mutations: [] },
    });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    // The save's delay has not passed (timers stand still): only hiding the page saved it.
    expect(written.flat()).toContain('hidden-now');
  } finally {
    Reflect.deleteProperty(document, 'visibilityState');
    vi.useRealTimers();
  }
});
