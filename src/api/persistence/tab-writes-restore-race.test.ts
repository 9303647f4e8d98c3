import 'fake-indexeddb/auto';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import * as idb from 'idb-keyval';
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { requestLog } from '../../testing/msw';
import { mutationKeys } from '../keys';
import { writeScope } from '../mutations/user-mutation';
import { createQueryClient } from '../query-client';
import { persistCache } from './persist-cache';
import { openTab, type Tab } from './tab-writes';
import { cacheStore } from './user-persister';
import { fakeWebLocks } from '../../testing/web-locks';

// A slow first read of the tab's own entry (a phone's IndexedDB just opened).
const gate = vi.hoisted(() => ({
  armed: false,
  hit: undefined as (() => void) | undefined,
  open: undefined as Promise<void> | undefined,
}));
vi.mock('idb-keyval', async (importOriginal) => {
  const original = await importOriginal<typeof idb>();
  return {
    ...original,
    get: async (...args: Parameters<typeof original.get>) => {
      if (gate.armed && typeof args[0] === 'string' && args[0].startsWith('writes:')) {
        gate.armed = false;
        gate.hit?.();
        await gate.open;
      }
      return original.get<unknown>(...args);
    },
  };
});

const USER = 'restore-race';
let locks: ReturnType<typeof fakeWebLocks>;
const open: { tab: Tab; client: QueryClient; stop: () => void }[] = [];

beforeEach(async () => {
  await clear(cacheStore());
  locks = fakeWebLocks();
  Object.defineProperty(navigator, 'locks', { value: locks.manager, configurable: true });
  updateSettings({ userId: USER });
});
afterEach(() => {
  open.splice(0).forEach(({ client, stop }) => {
    stop();
    client.unmount();
  });
  Reflect.deleteProperty(navigator, 'locks');
  onlineManager.setOnline(true);
});

async function openAppTab() {
  const tab = openTab();
  const client = createQueryClient();
  const stop = await persistCache(client, tab);
  const opened = { tab, client, stop };
  open.push(opened);
  return opened;
}

function wishOffline(client: QueryClient, packageId: number) {
  void new MutationObserver<unknown, Error, Record<string, unknown>>(client, {
    mutationKey: mutationKeys.toggleWish,
    scope: writeScope(USER),
  })
    .mutate({ packageId, userId: USER })
    .catch(() => undefined);
}

const waitingWishes = (client: QueryClient) =>
  client
    .getMutationCache()
    .findAll({ mutationKey: mutationKeys.toggleWish, status: 'pending' })
    .map((mutation) => (mutation.state.variables as { packageId: number }).packageId);

it('a tab that closes while the new tab reads its own entry has its writes sent once', async () => {
  onlineManager.setOnline(false);
  const first = await openAppTab();
  wishOffline(first.client, 6);
  await vi.waitFor(async () =>
    expect(
      (await idb.get<PersistedClient>(first.tab.writesKey, cacheStore()))?.clientState.mutations,
    ).toHaveLength(1),
  );

  // The second tab starts (a reload: the old page is still closing) and watches the first.
  let release = () => {};
  gate.open = new Promise<void>((resolve) => (release = resolve));
  const reading = new Promise<void>((resolve) => (gate.hit = resolve));
  gate.armed = true;
  const starting = (async () => {
    const tab = openTab();
    const client = createQueryClient();
    const stop = await persistCache(client, tab);
    open.push({ tab, client, stop });
    return { tab, client, stop };
  })();
  await reading; // adoptClosedTabsWrites is done; the restore of its own entry is reading
  // The old page goes away now: the watcher moves its writes (take + into this tab's entry).
  first.stop();
  first.client.unmount();
  locks.release(first.tab.lockName ?? '');
  open.splice(open.indexOf(first), 1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  const second = await starting;

  // Taken over once: not by the watcher's take and again by the restore of the entry it was
  // moved into.
  await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([6]));
  second.client.mount();
  onlineManager.setOnline(true);
  await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
  expect(requestLog.of('M11').map((entry) => entry.params.packageId)).toEqual(['6']);
});
