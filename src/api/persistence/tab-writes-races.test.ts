import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import * as idb from 'idb-keyval';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeWebLocks } from '../../testing/web-locks';
import { adoptClosedTabsWrites, openTab } from './tab-writes';
import { cacheStore, storePersister } from './user-persister';

// A slow phone: each save takes longer than the pause between two saves.
vi.mock('idb-keyval', async (importOriginal) => {
  const original = await importOriginal<typeof idb>();
  return {
    ...original,
    setMany: async (...args: Parameters<typeof original.setMany>) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return original.setMany(...args);
    },
  };
});

const limits = { buster: 'b', maxAge: 86_400_000 };
const withWrites = (count: number) =>
  ({
    buster: 'b',
    timestamp: Date.now(),
    clientState: {
      queries: [],
      mutations: Array.from({ length: count }, (_, at) => ({
        mutationKey: ['write'],
        state: { submittedAt: at, status: 'pending', isPaused: true },
      })),
    },
  }) as unknown as PersistedClient;
const moment = () => new Promise((resolve) => setTimeout(resolve, 20));

// Tabs started in a test stop with it, as a closed page's do.
let tabsOfTheTest = new AbortController();
beforeEach(() => idb.clear(cacheStore()));
afterEach(() => {
  tabsOfTheTest.abort();
  tabsOfTheTest = new AbortController();
});

it('tabs that wait for each other’s writes never block a new tab from starting', async () => {
  const store = cacheStore();
  const { manager: locks } = fakeWebLocks();
  const [a, b, c] = [openTab(locks), openTab(locks), openTab(locks)];
  // A has writes; B starts and waits for them; B has writes; C starts and waits for both.
  await a.claim();
  await idb.set(a.writesKey, withWrites(1), store);
  (await adoptClosedTabsWrites(b, store, limits, () => {}, tabsOfTheTest.signal, locks))();
  await b.claim();
  await idb.set(b.writesKey, withWrites(1), store);
  (await adoptClosedTabsWrites(c, store, limits, () => {}, tabsOfTheTest.signal, locks))();
  // A tab starting holds the adopting lock a moment while A, then B, send everything.
  let starting = () => {};
  void locks.request(
    'sticker-browser:adopt-writes',
    () => new Promise<void>((done) => (starting = done)),
  );
  await moment();
  await idb.set(a.writesKey, withWrites(0), store);
  a.letGo();
  await moment();
  await idb.set(b.writesKey, withWrites(0), store);
  b.letGo();
  await moment();
  starting();
  await moment();

  const next = openTab(locks);
  const started = await Promise.race([
    adoptClosedTabsWrites(next, store, limits, () => {}, tabsOfTheTest.signal, locks).then(
      () => 'started',
    ),
    new Promise((resolve) => setTimeout(() => resolve('stuck'), 1000)),
  ]);
  expect(started).toBe('started');
});

it('a slow save with nothing waiting never lets go of the lock after a newer save of writes', async () => {
  const { manager: locks, isHeld } = fakeWebLocks();
  const tab = openTab(locks);
  await tab.claim();
  const waits = (client: PersistedClient) => client.clientState.mutations.length > 0;
  const persister = storePersister(tab.writesKey, undefined, {
    beforeSave: (client) => (waits(client) ? tab.claim() : Promise.resolve()),
    afterSave: (client) => {
      if (!waits(client)) tab.letGo();
    },
  });
  void persister.persistClient(withWrites(0));
  await new Promise((resolve) => setTimeout(resolve, 300));
  void persister.persistClient(withWrites(1));

  await vi.waitFor(async () =>
    expect((await persister.restoreClient())?.clientState.mutations).toHaveLength(1),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Writes saved, so the lock is held: another tab does not take them for a closed tab's.
  expect(isHeld(tab.lockName ?? '')).toBe(true);
});
