import 'fake-indexeddb/auto';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { clear, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { failOperation, holdOperation, requestLog } from '../../testing/msw';
import { fakeWebLocks } from '../../testing/web-locks';
import { mutationKeys } from '../keys';
import { waitsToBeSent, writeScope } from '../mutations/user-mutation';
import { cachedDetail, cachedWish } from '../pack-cache';
import { knownHiddenState } from '../pack-hidden-state';
import { packQueries } from '../queries/packs';
import { flattenPages } from '../queries/paging';
import { createQueryClient } from '../query-client';
import { persistCache } from './persist-cache';
import { openTab, type Tab } from './tab-writes';
import { cacheStore } from './user-persister';

/** The demo user owns Cute Cats (1) and Gatos (2), wishes Yummy Food (4), not Ñandú Dance (6). */
const USER = 'demo';
type Opened = { tab: Tab; client: QueryClient; stop: () => void };
let locks: ReturnType<typeof fakeWebLocks>;
const open: Opened[] = [];

beforeEach(async () => {
  await clear(cacheStore());
  locks = fakeWebLocks();
  Object.defineProperty(navigator, 'locks', { value: locks.manager, configurable: true });
  updateSettings({ userId: USER });
});

afterEach(async () => {
  open.splice(0).forEach(({ client, stop }) => {
    stop();
    client.unmount();
  });
  // A save already queued would land in the next test's store.
  await new Promise((resolve) => setTimeout(resolve, 400));
  Reflect.deleteProperty(navigator, 'locks');
  onlineManager.setOnline(true);
});

/** A tab of the app: its own client, saving to and restoring from the shared store. */
async function openAppTab(): Promise<Opened> {
  const tab = openTab();
  const client = createQueryClient();
  const opened = { tab, client, stop: await persistCache(client, tab, undefined, 0) };
  open.push(opened);
  return opened;
}

/** The tab is closed: it saves nothing more, and the browser lets go of its lock. */
function closeTab(opened: Opened) {
  opened.stop();
  opened.client.unmount();
  if (opened.tab.lockName) locks.release(opened.tab.lockName);
  open.splice(open.indexOf(opened), 1);
}

/** The pages a tab has shown: the pack's, and the lists a change to it shows in. */
async function showPages(client: QueryClient, packageId: number) {
  await Promise.all([
    client.query(packQueries.detail({ userId: USER, packageId })),
    client.infiniteQuery(packQueries.wishlist({ userId: USER })),
    client.infiniteQuery(packQueries.mine({ userId: USER })),
    client.infiniteQuery(packQueries.hidden({ userId: USER })),
    client.infiniteQuery(packQueries.downloads({ userId: USER })),
  ]);
}

/** As the pack page's buttons make it offline, through the mutation's own defaults. */
function changeOffline(client: QueryClient, mutationKey: readonly string[], packageId: number) {
  const wanted = mutationKey === mutationKeys.downloadPack ? {} : { wanted: true };
  void new MutationObserver<unknown, Error, Record<string, unknown>>(client, {
    mutationKey,
    scope: writeScope(USER),
  })
    .mutate({ packageId, userId: USER, madeOffline: true, ...wanted })
    .catch(() => undefined);
}

/**
 * A tab that has shown the pack's pages makes the change offline; resolves once the change shows
 * and its write is saved.
 */
async function changedInATab({ mutationKey, packageId, shown }: Change): Promise<Opened> {
  const tab = await openAppTab();
  await showPages(tab.client, packageId);
  onlineManager.setOnline(false);
  changeOffline(tab.client, mutationKey, packageId);
  await vi.waitFor(() => shown(tab.client));
  await vi.waitFor(async () => expect(await savedWrites(tab.tab)).toBe(1));
  return tab;
}

/**
 * The page reloaded online: its first screen (`firstScreen`) read from the service, without the
 * change waiting, before the saved cache is restored (keep-cache-offline.ts).
 */
async function reloadedAfterFirstScreen(firstScreen: (client: QueryClient) => Promise<unknown>) {
  onlineManager.setOnline(true);
  const tab = openTab();
  const client = createQueryClient();
  await firstScreen(client);
  onlineManager.setOnline(false);
  open.push({ tab, client, stop: await persistCache(client, tab, undefined, 0) });
  return client;
}

const savedLists = () => get<PersistedClient>(`user:${USER}`, cacheStore());
const savedAt = async () => (await savedLists())?.timestamp ?? 0;
const savedWrites = async (tab: Tab) =>
  (await get<PersistedClient>(tab.writesKey, cacheStore()))?.clientState.mutations.length ?? 0;

const waiting = (client: QueryClient) =>
  client
    .getMutationCache()
    .findAll({ status: 'pending' })
    .map((mutation) => (mutation.state.variables as { packageId: number }).packageId);

const ids = (client: QueryClient, list: 'wishlist' | 'mine' | 'hidden' | 'downloads') =>
  flattenPages(client.getQueryData(packQueries[list]({ userId: USER }).queryKey)).map(
    (pack) => pack.packageId,
  );

/** What the pack page and the lists show for each kind of change once it is made. */
const changes = [
  {
    what: 'a wish',
    mutationKey: mutationKeys.toggleWish,
    packageId: 6,
    shown: (client: QueryClient) => {
      expect(cachedWish(client, USER, 6)).toBe('Y');
      expect(ids(client, 'wishlist')).toEqual([6, 4]);
    },
  },
  {
    what: 'a hide',
    mutationKey: mutationKeys.toggleHidden,
    packageId: 1,
    shown: (client: QueryClient) => {
      expect(knownHiddenState(client, USER, 1)).toBe(true);
      expect(ids(client, 'hidden')).toEqual([1, 3]);
      expect(ids(client, 'mine')).not.toContain(1);
    },
  },
  {
    what: 'a download',
    mutationKey: mutationKeys.downloadPack,
    packageId: 6,
    shown: (client: QueryClient) => {
      expect(cachedDetail(client, USER, 6)?.isDownload).toBe('Y');
      expect(ids(client, 'mine').filter((id) => id === 6)).toEqual([6]);
      expect(ids(client, 'downloads')[0]).toBe(6);
    },
  },
];
type Change = (typeof changes)[number];

describe('a change made offline, after a reload', () => {
  it.each(changes)(
    'shows $what on the pack page and in its lists, though another tab saved the lists since',
    async (change) => {
      const { packageId, shown } = change;
      const second = await openAppTab();
      await showPages(second.client, packageId);
      const first = await changedInATab(change);

      // The second tab opens another pack's page: it saves the lists as it holds them, without
      // the change.
      const changeSaved = await savedAt();
      void second.client
        .query(packQueries.detail({ userId: USER, packageId: 7 }))
        .catch(() => undefined);
      await vi.waitFor(async () => expect(await savedAt()).toBeGreaterThan(changeSaved));

      closeTab(first);
      const reloaded = await openAppTab();
      expect(waiting(reloaded.client)).toEqual([packageId]);
      shown(reloaded.client);
    },
  );

  it.each(changes)(
    'shows $what once when the lists were saved with it: restored, it is not made again',
    async (change) => {
      const { packageId, shown } = change;
      closeTab(await changedInATab(change));
      const reloaded = await openAppTab();
      expect(waiting(reloaded.client)).toEqual([packageId]);
      shown(reloaded.client);
    },
  );

  it.each(changes)(
    'shows $what in a tab still open that takes it over once the tab that made it is closed',
    async (change) => {
      const { packageId, shown } = change;
      const second = await openAppTab();
      await showPages(second.client, packageId);
      closeTab(await changedInATab(change));
      await vi.waitFor(() => expect(waiting(second.client)).toEqual([packageId]));
      await vi.waitFor(() => shown(second.client));
    },
  );
});

describe('a change made offline, restored after a first screen fetched the pack again', () => {
  // Online, the saved cache is restored once the first screen is done (keep-cache-offline.ts):
  // the pack page's detail is then in memory, fresher than the saved lists and without the
  // change (the write is waiting: the service does not have it), while the lists restored have it.
  it.each(changes.slice(0, 2))(
    'shows $what once, everywhere, not undone in the lists restored with it',
    async (change) => {
      const { packageId, shown } = change;
      closeTab(await changedInATab(change));
      // The reloaded page's first screen: the pack page.
      const client = await reloadedAfterFirstScreen((fresh) =>
        fresh.query(packQueries.detail({ userId: USER, packageId })),
      );

      expect(waiting(client)).toEqual([packageId]);
      shown(client);
      // Every list holding the pack shows it as the detail does.
      const wishes = client
        .getQueryCache()
        .findAll()
        .flatMap((query) => {
          const data = query.state.data as { pages?: { items: object[] }[] } | undefined;
          return (data?.pages ?? []).flatMap((page) => page.items);
        })
        .filter((item) => (item as { packageId?: number }).packageId === packageId)
        .map((item) => (item as { isWish?: string }).isWish)
        .filter((isWish) => isWish !== undefined);
      expect(new Set(wishes)).toEqual(new Set([cachedWish(client, USER, packageId)]));
    },
  );
});

describe('a download made offline, restored after a first screen fetched My packs again', () => {
  it('is shown in My packs, which the first screen read from the service without it', async () => {
    const [, , download] = changes;
    if (!download) throw new Error('the download is the third change');
    const { packageId, shown } = download;
    closeTab(await changedInATab(download));
    // The reloaded page's first screen: My packs.
    const client = await reloadedAfterFirstScreen(async (fresh) => {
      await fresh.infiniteQuery(packQueries.mine({ userId: USER }));
      expect(ids(fresh, 'mine')).not.toContain(packageId);
    });

    expect(waiting(client)).toEqual([packageId]);
    shown(client);
  });
});

describe('writes restored after a first screen read a list from the service again', () => {
  /** Makes the change offline, closes the tab, and reopens it with `firstScreen` read online first. */
  async function reloadAfter(
    changesMade: [readonly string[], number][],
    firstScreen: (client: QueryClient) => Promise<unknown>,
  ) {
    const first = await openAppTab();
    await showPages(first.client, 6);
    await showPages(first.client, 1);
    onlineManager.setOnline(false);
    for (const [mutationKey, packageId] of changesMade) {
      changeOffline(first.client, mutationKey, packageId);
    }
    await vi.waitFor(async () => expect(await savedWrites(first.tab)).toBe(changesMade.length));
    closeTab(first);
    const client = await reloadedAfterFirstScreen(firstScreen);
    expect(waiting(client)).toEqual(changesMade.map(([, packageId]) => packageId));
    return client;
  }

  it('a hide restored after My packs was read again: the hidden pack is not left in My packs', async () => {
    const client = await reloadAfter([[mutationKeys.toggleHidden, 1]], (c) =>
      c.infiniteQuery(packQueries.mine({ userId: USER })),
    );
    expect(knownHiddenState(client, USER, 1)).toBe(true);
    expect(ids(client, 'hidden')).toContain(1);
    expect(ids(client, 'mine')).not.toContain(1);
  });

  it('a hide restored after Hidden packs was read again: the hidden pack is in Hidden packs', async () => {
    const client = await reloadAfter([[mutationKeys.toggleHidden, 1]], (c) =>
      c.infiniteQuery(packQueries.hidden({ userId: USER })),
    );
    expect(ids(client, 'mine')).not.toContain(1);
    expect(ids(client, 'hidden')).toContain(1);
  });

  it('a download then a hide of the same pack, restored: the pack is hidden, not also in My packs', async () => {
    const first = await openAppTab();
    await showPages(first.client, 6);
    onlineManager.setOnline(false);
    changeOffline(first.client, mutationKeys.downloadPack, 6);
    await vi.waitFor(() => expect(ids(first.client, 'mine')).toContain(6));
    changeOffline(first.client, mutationKeys.toggleHidden, 6);
    await vi.waitFor(() => expect(ids(first.client, 'hidden')).toContain(6));
    expect(ids(first.client, 'mine')).not.toContain(6);
    await vi.waitFor(async () => expect(await savedWrites(first.tab)).toBe(2));
    // The lists saved after both changes.
    const saved = await savedAt();
    void first.client.query(packQueries.detail({ userId: USER, packageId: 7 })).catch(() => 0);
    await vi.waitFor(async () => expect(await savedAt()).toBeGreaterThan(saved));
    closeTab(first);

    const reloaded = await openAppTab();
    expect(waiting(reloaded.client)).toEqual([6, 6]);
    expect(knownHiddenState(reloaded.client, USER, 6)).toBe(true);
    expect(ids(reloaded.client, 'hidden')).toContain(6);
    expect(ids(reloaded.client, 'mine')).not.toContain(6);
  });
});

describe('a show (unhide) restored after My packs was read again', () => {
  it('shows the pack shown again in My packs, which the first screen read without it', async () => {
    const first = await openAppTab();
    await showPages(first.client, 3);
    onlineManager.setOnline(false);
    // The pack page's Show button on Chats Chics (3), hidden: the person wants it not hidden.
    void new MutationObserver<unknown, Error, Record<string, unknown>>(first.client, {
      mutationKey: mutationKeys.toggleHidden,
      scope: writeScope(USER),
    })
      .mutate({ packageId: 3, userId: USER, madeOffline: true, wanted: false })
      .catch(() => undefined);
    await vi.waitFor(() => expect(ids(first.client, 'mine')).toContain(3));
    await vi.waitFor(async () => expect(await savedWrites(first.tab)).toBe(1));
    closeTab(first);

    onlineManager.setOnline(true);
    const tab = openTab();
    const client = createQueryClient();
    await client.infiniteQuery(packQueries.mine({ userId: USER }));
    expect(ids(client, 'mine')).not.toContain(3);
    onlineManager.setOnline(false);
    open.push({ tab, client, stop: await persistCache(client, tab, undefined, 0) });

    expect(waiting(client)).toEqual([3]);
    expect(knownHiddenState(client, USER, 3)).toBe(false);
    expect(ids(client, 'hidden')).not.toContain(3);
    expect(ids(client, 'mine')).toContain(3);
  });
});

describe('a write saved between two tries, after a reload', () => {
  it('is sent again as a first try: not marked waiting, nor taken for a service out of reach', async () => {
    const before = await openAppTab();
    before.client.mount();
    await showPages(before.client, 6);
    // Online, the wish's first try gets no answer; it waits to be tried again, and is saved so.
    failOperation('M11', 'network', { once: true });
    void new MutationObserver<unknown, Error, Record<string, unknown>>(before.client, {
      mutationKey: mutationKeys.toggleWish,
      scope: writeScope(USER),
    })
      .mutate({ packageId: 6, userId: USER, wanted: true })
      .catch(() => undefined);
    await vi.waitFor(async () => expect(await savedWrites(before.tab)).toBe(1));
    closeTab(before);

    // Reloaded; the service answers, slowly: while the wish is on its way, it is not waiting.
    const held = holdOperation('M11');
    const after = await openAppTab();
    after.client.mount();
    const [wish] = after.client
      .getMutationCache()
      .findAll({ mutationKey: mutationKeys.toggleWish });
    await vi.waitFor(() => expect(wish?.state).toMatchObject({ isPaused: false }));
    // Its check of the pack's state (M3) answered, the wish itself is held.
    await vi.waitFor(() => expect(requestLog.count('M3')).toBeGreaterThan(1));
    expect(wish?.state.status).toBe('pending');
    expect(wish && waitsToBeSent(wish)).toBe(false);
    held.release();
    await vi.waitFor(() => expect(wish?.state.status).toBe('success'));
  });
});
