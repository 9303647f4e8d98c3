import 'fake-indexeddb/auto';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { clear, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { requestLog } from '../../testing/msw';
import { mutationKeys } from '../keys';
import { createQueryClient } from '../query-client';
import { persistCache } from './persist-cache';
import { openTab, type Tab } from './tab-writes';
import { cacheStore } from './user-persister';
import { fakeWebLocks } from '../../testing/web-locks';

const USER = 'tabs-persist';
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

/** A tab of the app: its own client, saving to and restoring from the shared store. */
async function openAppTab() {
  const tab = openTab();
  const client = createQueryClient();
  const stop = await persistCache(client, tab);
  const opened = { tab, client, stop };
  open.push(opened);
  return opened;
}

/** The tab is closed: it saves nothing more, and the browser lets go of its lock. */
function closeTab(opened: { tab: Tab; client: QueryClient; stop: () => void }) {
  opened.stop();
  opened.client.unmount();
  if (opened.tab.lockName) locks.release(opened.tab.lockName);
  open.splice(open.indexOf(opened), 1);
}

function wishOffline(client: QueryClient, packageId: number) {
  void new MutationObserver<unknown, Error, { packageId: number; userId: string }>(client, {
    mutationKey: mutationKeys.toggleWish,
  })
    .mutate({ packageId, userId: USER })
    .catch(() => undefined);
}

const waitingWishes = (client: QueryClient) =>
  client
    .getMutationCache()
    .findAll({ mutationKey: mutationKeys.toggleWish, status: 'pending' })
    .map((mutation) => (mutation.state.variables as { packageId: number }).packageId);

const savedWishes = async (tab: Tab) =>
  (await get<PersistedClient>(tab.writesKey, cacheStore()))?.clientState.mutations.length ?? 0;

describe('the writes waiting in several tabs', () => {
  it('keeps every tab’s, and the next tab opened sends each once, in the order made', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    wishOffline(first.client, 6);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));

    const second = await openAppTab();
    wishOffline(second.client, 7);
    await vi.waitFor(async () => expect(await savedWishes(second.tab)).toBe(1));
    // The first tab saves again after the second did (another change of its own).
    wishOffline(first.client, 8);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(2));
    closeTab(first);
    closeTab(second);

    const next = await openAppTab();
    expect(waitingWishes(next.client)).toEqual([6, 7, 8]);
    next.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(next.client)).toEqual([]));
    expect(requestLog.of('M11').map((entry) => entry.params.packageId)).toEqual(['6', '7', '8']);
    // Nothing left to send, the tab holds no lock: one would keep the page out of the browser's
    // back/forward cache.
    await vi.waitFor(async () => expect((await locks.manager.query()).held).toEqual([]));
    expect(await savedWishes(next.tab)).toBe(0);
  });

  it('leaves a tab still open its writes, and takes them over once it closes, once', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    wishOffline(first.client, 6);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));

    // Taken now, they would be sent twice: by the tab that made them and by this one.
    const second = await openAppTab();
    expect(waitingWishes(second.client)).toEqual([]);
    expect(await savedWishes(first.tab)).toBe(1);

    // A reload's new page can start while the old one is still closing: its writes come as it goes.
    closeTab(first);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([6]));
    expect(await get(first.tab.writesKey, cacheStore())).toBeUndefined();
    const third = await openAppTab();
    expect(waitingWishes(third.client)).toEqual([]);

    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
    expect(requestLog.count('M11')).toBe(1);
  });
});
