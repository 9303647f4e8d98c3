import 'fake-indexeddb/auto';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import * as idb from 'idb-keyval';
import { clear, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { failOperation, requestLog } from '../../testing/msw';
import { getCurrentService } from '../../testing/msw/service';
import { mutationKeys } from '../keys';
import { writeScope } from '../mutations/user-mutation';
import { createQueryClient } from '../query-client';
import { persistCache, WRITES_VERSION } from './persist-cache';
import { openTab, type Tab } from './tab-writes';
import { cacheStore } from './user-persister';
import { pausedWrite } from '../../testing/paused-write';
import { fakeWebLocks } from '../../testing/web-locks';

// Runs once, right after a starting tab has listed the saved entries.
const listed = vi.hoisted(() => ({ then: undefined as (() => Promise<void>) | undefined }));
// Holds the next read of a tab's entry until `open` settles (a phone's IndexedDB just opened).
const slowRead = vi.hoisted(() => ({
  armed: false,
  hit: undefined as (() => void) | undefined,
  open: undefined as Promise<void> | undefined,
}));
vi.mock('idb-keyval', async (importOriginal) => {
  const original = await importOriginal<typeof idb>();
  return {
    ...original,
    keys: async (...args: Parameters<typeof original.keys>) => {
      const found = await original.keys(...args);
      const then = listed.then;
      listed.then = undefined;
      await then?.();
      return found;
    },
    get: async (...args: Parameters<typeof original.get>) => {
      if (slowRead.armed && typeof args[0] === 'string' && args[0].startsWith('writes:')) {
        slowRead.armed = false;
        slowRead.hit?.();
        await slowRead.open;
      }
      return original.get<unknown>(...args);
    },
  };
});

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
async function openAppTab(dropped?: (count: number) => void) {
  const tab = openTab();
  const client = createQueryClient();
  const stop = await persistCache(client, tab, dropped, 0);
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

/** As useUserMutation makes it: the user's writes run one at a time, in the order made. */
function wishOffline(client: QueryClient, packageId: number, wanted?: boolean) {
  void new MutationObserver<unknown, Error, Record<string, unknown>>(client, {
    mutationKey: mutationKeys.toggleWish,
    scope: writeScope(USER),
  })
    .mutate({
      packageId,
      userId: USER,
      madeOffline: true,
      ...(wanted === undefined ? {} : { wanted }),
    })
    .catch(() => undefined);
}

async function wishedOnService(packageId: number): Promise<unknown> {
  const body = (await getCurrentService().call(
    'GET',
    `/api/messenger/v1/package/${packageId}?userId=${USER}&record=N`,
  )) as { package?: { isWish?: unknown } };
  return body.package?.isWish;
}

const sentWishes = () => requestLog.of('M11').map((entry) => entry.params.packageId);

/** A tab's entry holding one wish made offline `ageMs` ago, saved as `buster`; `wanted`: the choice. */
const closedTabsWish = (buster: string, ageMs: number, wanted?: boolean): PersistedClient => ({
  buster,
  timestamp: Date.now() - ageMs,
  clientState: {
    queries: [],
    mutations: [
      pausedWrite(
        mutationKeys.toggleWish,
        { packageId: 6, userId: USER, madeOffline: true, wanted },
        { submittedAt: Date.now() - ageMs, scope: writeScope(USER) },
      ),
    ],
  },
});
const DAY_MS = 24 * 60 * 60 * 1000;

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

  it('takes over the writes a tab made after it had sent all it had, once it closes', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    wishOffline(first.client, 6);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    const second = await openAppTab();

    // Online, the first tab sends its write, saves an empty entry and lets go of its lock.
    first.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sentWishes()).toEqual(['6']));
    await vi.waitFor(async () =>
      expect(await get(first.tab.writesKey, cacheStore())).toBeUndefined(),
    );
    // Offline again, the first tab, still open, makes another change, then is closed.
    onlineManager.setOnline(false);
    wishOffline(first.client, 7);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    closeTab(first);

    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(sentWishes()).toEqual(['6', '7']));
  });

  it('sends writes taken over from a tab that closed later in the order made, before this tab’s newer ones', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    wishOffline(first.client, 6);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    const second = await openAppTab();
    await new Promise((resolve) => setTimeout(resolve, 5));
    wishOffline(second.client, 7);
    await vi.waitFor(async () => expect(await savedWishes(second.tab)).toBe(1));

    closeTab(first);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toHaveLength(2));
    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
    expect(sentWishes()).toEqual(['6', '7']);
  });

  it('leaves the service with the person’s last choice about a pack made in two tabs', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    wishOffline(first.client, 6, true);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    // In a second tab the person takes the wish back; then the first tab is closed.
    const second = await openAppTab();
    await new Promise((resolve) => setTimeout(resolve, 5));
    wishOffline(second.client, 6, false);
    await vi.waitFor(async () => expect(await savedWishes(second.tab)).toBe(1));
    closeTab(first);
    // Taken over, the older choice is left out: the newer one here replaces it.
    await vi.waitFor(async () =>
      expect(await get(first.tab.writesKey, cacheStore())).toBeUndefined(),
    );
    expect(waitingWishes(second.client)).toEqual([6]);

    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
    expect(await wishedOnService(6)).toBe('N');
  });

  it('never takes the writes of a tab that is open, even one saving its first as the tab starts', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    // The first tab has saved once with nothing waiting: its entry is there, its lock free.
    first.client.setQueryData(['touch'], 1);
    await vi.waitFor(async () =>
      expect(await get(first.tab.writesKey, cacheStore())).toBeDefined(),
    );
    // Right after the second tab lists the entries, the first saves a change made offline.
    listed.then = async () => {
      wishOffline(first.client, 6);
      await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));
    };
    const second = await openAppTab();
    expect(listed.then).toBeUndefined();

    first.client.mount();
    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(first.client)).toEqual([]));
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
    expect(sentWishes()).toEqual(['6']);
  });
});

describe('writes saved long ago, or by another build', () => {
  it('still sends a change made offline two days ago (lists are kept a day, writes a week)', async () => {
    await set('writes:closed', closedTabsWish(WRITES_VERSION, 2 * DAY_MS), cacheStore());
    const next = await openAppTab();
    expect(waitingWishes(next.client)).toEqual([6]);
  });

  it('tells the person how many it could not keep, rather than dropping them without a word', async () => {
    await set('writes:old-build', closedTabsWish('another-build', 1000), cacheStore());
    await set('writes:too-old', closedTabsWish(WRITES_VERSION, 8 * DAY_MS), cacheStore());
    const dropped = vi.fn();
    const next = await openAppTab(dropped);
    expect(waitingWishes(next.client)).toEqual([]);
    expect(dropped.mock.calls.map(([count]) => count as number)).toEqual([1, 1]);
    expect(await get('writes:old-build', cacheStore())).toBeUndefined();
  });
});

describe('a tab closing while another starts or sends', () => {
  it('a tab that closes while the new tab reads its own entry has its writes sent once', async () => {
    onlineManager.setOnline(false);
    const first = await openAppTab();
    wishOffline(first.client, 6);
    await vi.waitFor(async () => expect(await savedWishes(first.tab)).toBe(1));

    // The second tab starts (a reload: the old page is still closing) and watches the first.
    let release = () => {};
    slowRead.open = new Promise<void>((resolve) => (release = resolve));
    const reading = new Promise<void>((resolve) => (slowRead.hit = resolve));
    slowRead.armed = true;
    const starting = (async () => {
      const tab = openTab();
      const client = createQueryClient();
      const stop = await persistCache(client, tab, undefined, 0);
      open.push({ tab, client, stop });
      return { tab, client, stop };
    })();
    await reading; // adoptClosedTabsWrites is done; the restore of its own entry is reading
    // The old page goes away now: the watcher moves its writes (take + into this tab's entry).
    closeTab(first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const second = await starting;

    // Taken over once: not by the watcher's take and again by the restore of the entry it was
    // moved into.
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([6]));
    second.client.mount();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(second.client)).toEqual([]));
    expect(sentWishes()).toEqual(['6']);
  });

  it('a write taken over from a tab that closes is sent before this tab’s newer one that is between tries', async () => {
    // Another tab, still open, has a wish for pack 6 made a minute ago waiting.
    const other = openTab();
    await other.claim();
    await set(other.writesKey, closedTabsWish(WRITES_VERSION, 60_000, true), cacheStore());

    const tab = openTab();
    const client = createQueryClient();
    const stop = await persistCache(client, tab, undefined, 0);
    open.push({ tab, client, stop });
    client.mount();

    // Here the person takes the wish back now; its first try gets no answer and waits to retry.
    failOperation('M11', 'network', { once: true });
    void new MutationObserver<unknown, Error, Record<string, unknown>>(client, {
      mutationKey: mutationKeys.toggleWish,
      scope: writeScope(USER),
    })
      .mutate({ packageId: 6, userId: USER, wanted: false })
      .catch(() => undefined);
    await vi.waitFor(() =>
      expect(
        client
          .getMutationCache()
          .getAll()
          .some((m) => m.state.failureCount > 0),
      ).toBe(true),
    );

    // The other tab closes: its older write is taken over here.
    locks.release(other.lockName ?? '');
    await vi.waitFor(async () => expect(await get(other.writesKey, cacheStore())).toBeUndefined());
    await vi.waitFor(
      () =>
        expect(
          client
            .getMutationCache()
            .getAll()
            .filter((m) => m.state.status === 'pending'),
        ).toEqual([]),
      { timeout: 5000 },
    );
    // The person's last choice was "not wished".
    expect(await wishedOnService(6)).toBe('N');
  }, 10_000);
});
