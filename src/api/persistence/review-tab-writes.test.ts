// Review: defects in the tabs' waiting writes (src/api/persistence/tab-writes.ts). Each test
// fails on the current code; each says what the person loses.
import 'fake-indexeddb/auto';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { clear, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { requestLog } from '../../testing/msw';
import { getCurrentService } from '../../testing/msw/service';
import { fakeWebLocks } from '../../testing/web-locks';
import { mutationKeys } from '../keys';
import { createQueryClient } from '../query-client';
import { writeScope } from '../mutations/user-mutation';
import { CACHE_VERSION, persistCache } from './persist-cache';
import { openTab, type Tab } from './tab-writes';
import { cacheStore } from './user-persister';

const USER = 'review-tabs';
let locks: ReturnType<typeof fakeWebLocks>;
type Opened = { tab: Tab; client: QueryClient; stop: () => void };
const open: Opened[] = [];

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

async function openAppTab(): Promise<Opened> {
  const tab = openTab();
  const client = createQueryClient();
  const stop = await persistCache(client, tab);
  const opened = { tab, client, stop };
  open.push(opened);
  return opened;
}

function closeTab(opened: Opened) {
  opened.stop();
  opened.client.unmount();
  if (opened.tab.lockName) locks.release(opened.tab.lockName);
  open.splice(open.indexOf(opened), 1);
}

function toggleWishOffline(client: QueryClient, packageId: number, wanted: boolean) {
  void new MutationObserver<unknown, Error, Record<string, unknown>>(client, {
    mutationKey: mutationKeys.toggleWish,
    scope: writeScope(USER),
  })
    .mutate({ packageId, userId: USER, wanted, madeOffline: true })
    .catch(() => undefined);
}

async function wishedOnService(packageId: number): Promise<unknown> {
  const body = (await getCurrentService().call(
    'GET',
    `/api/messenger/v1/package/${packageId}?userId=${USER}&record=N`,
  )) as { package?: { isWish?: unknown } };
  return body.package?.isWish;
}

function wishOffline(client: QueryClient, packageId: number) {
  // As useUserMutation makes it: the user's writes run one at a time, in the order made.
  void new MutationObserver<unknown, Error, { packageId: number; userId: string }>(client, {
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

const savedWishes = async (tab: Tab) =>
  (await get<PersistedClient>(tab.writesKey, cacheStore()))?.clientState.mutations.length ?? 0;

const sentWishes = () => requestLog.of('M11').map((entry) => entry.params.packageId);

describe('review: the writes of a tab another tab watched', () => {
  it('a tab that had sent its writes and makes new ones offline has them sent once it closes (the open tab takes them over)', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    wishOffline(first.client, 6);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    // The second tab starts while the first holds writes: it watches the first tab's lock.
    const second = await openAppTab();

    // Online: the first tab sends its write, saves an empty entry and lets go of its lock.
    first.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sentWishes()).toEqual(['6']));
    // The second tab's watch ends: it takes the empty entry for a closed tab's and deletes it.
    await vi.waitFor(async () =>
      expect(await get(first.tab.writesKey, cacheStore())).toBeUndefined(),
    );

    // Offline again, the first tab (still open) makes another change, saved and locked as usual.
    onlineManager.setOnline(false);
    wishOffline(first.client, 7);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    closeTab(first);

    // docs/offline.md: the open tab "takes each of them over once its tab closes".
    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sentWishes()).toEqual(['6', '7']), { timeout: 3000 });
  });

  it('writes taken over from a tab that closed later are sent in the order made, not after this tab’s own', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    wishOffline(first.client, 6);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    const second = await openAppTab();
    // Made after 6, in the tab that is left open.
    await new Promise((resolve) => setTimeout(resolve, 5));
    wishOffline(second.client, 7);
    await vi.waitFor(async () => expect(await savedWishes(second.tab)).toBe(1));

    closeTab(first);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toHaveLength(2));
    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
    // docs/offline.md: "merged in the order the writes were made".
    expect(sentWishes()).toEqual(['6', '7']);
  });
});

describe('review: the person’s last choice about a pack', () => {
  it('wins when an earlier choice made in another tab is taken over after it', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    // Wished in the first tab, offline.
    toggleWishOffline(first.client, 6, true);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    // The second tab shows the lists the first saved (the pack wished); the person changes
    // their mind there and takes the wish back. Then the first tab is closed.
    const second = await openAppTab();
    await new Promise((resolve) => setTimeout(resolve, 5));
    toggleWishOffline(second.client, 6, false);
    await vi.waitFor(async () => expect(await savedWishes(second.tab)).toBe(1));
    closeTab(first);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toHaveLength(2));

    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
    // The last choice was "not wished": the service must not end up with the wish.
    expect(await wishedOnService(6)).toBe('N');
  });
});

describe('review: a tab starting while an open tab saves its first write', () => {
  it('never takes writes of a tab that is open (they would be sent by both)', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    // The first tab has saved once with nothing waiting: its entry exists, its lock is free.
    first.client.setQueryData(['review', 'touch'], 1);
    await vi.waitFor(async () =>
      expect(await get(first.tab.writesKey, cacheStore())).toBeDefined(),
    );

    // A second tab starts. Just after it has looked at which locks are held, the first tab
    // (open all along) saves a change made offline, claiming its lock as it should.
    const query = locks.manager.query.bind(locks.manager);
    let firstSavesNow: (() => Promise<void>) | undefined = async () => {
      wishOffline(first.client, 6);
      await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    };
    Object.assign(locks.manager, {
      query: async () => {
        const held = await query();
        const hook = firstSavesNow;
        firstSavesNow = undefined;
        await hook?.();
        return held;
      },
    });
    const second = await openAppTab();
    expect(locks.isHeld(first.tab.lockName ?? '')).toBe(true);

    // The first tab is open and holds its lock: its write is its own to send, and only its own.
    // Here the second tab has taken it too, and both send it: a toggle sent twice is undone.
    first.client.mount();
    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(first.client)).toEqual([]));
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
    expect(sentWishes()).toEqual(['6']);
  });
});

describe('review: a new build with another CACHE_VERSION', () => {
  it('does not silently throw away the changes still waiting to be sent', async () => {
    // A tab of the build before, closed with a wish made offline waiting (its mutation variables
    // are of a shape both builds read: only a reader changed).
    const older: PersistedClient = {
      buster: 'sticker-browser-0',
      timestamp: Date.now(),
      clientState: {
        queries: [],
        mutations: [
          {
            mutationKey: [...mutationKeys.toggleWish],
            scope: { id: `writes:${USER}` },
            state: {
              context: undefined,
              data: undefined,
              error: null,
              failureCount: 0,
              failureReason: null,
              isPaused: true,
              status: 'pending',
              variables: { packageId: 6, userId: USER, wanted: true, madeOffline: true },
              submittedAt: Date.now() - 1000,
            },
          },
        ],
      },
    };
    expect(older.buster).not.toBe(CACHE_VERSION);
    await set('writes:closed-tab-of-the-build-before', older, cacheStore());

    const next = await openAppTab();
    // Either sent, or at least still kept (or said to be lost): here it is gone without a word.
    const kept =
      waitingWishes(next.client).length > 0 ||
      (await get('writes:closed-tab-of-the-build-before', cacheStore())) !== undefined;
    expect(kept).toBe(true);
  });
});
