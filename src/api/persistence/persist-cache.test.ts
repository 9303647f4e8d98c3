import 'fake-indexeddb/auto';
import {
  dehydrate,
  MutationObserver,
  onlineManager,
  type QueryClient,
} from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { get, keys, set, setMany } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { requestLog } from '../../testing/msw';
import { mutationKeys, packKeys } from '../keys';
import { CACHE_MAX_AGE_MS, createQueryClient } from '../query-client';
import { CACHE_VERSION, dropStaleLists, persistCache, restoreUserCache } from './persist-cache';
import { cacheStore } from './user-persister';

const wishListOf = (userId: string) => packKeys.list('wishlist', { userId });
const wishes = (name: string) => ({
  pages: [{ items: [{ packageId: 1, packageName: name }], pageMap: { totalCount: 1 } }],
  pageParams: [1],
});

const saved = (userId: string) => get<PersistedClient>(`user:${userId}`, cacheStore());
const savedKeys = async (userId: string) =>
  (await saved(userId))?.clientState.queries.map((query) => query.queryKey) ?? [];

const stops: (() => void)[] = [];
async function persisting(client: QueryClient) {
  stops.push(await persistCache(client));
}

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  onlineManager.setOnline(true);
});

describe('the saved query cache', () => {
  it('restores a user their own lists, and never one user the lists of another', async () => {
    updateSettings({ userId: 'alice-persist' });
    const alicesTab = createQueryClient();
    await persisting(alicesTab);
    alicesTab.setQueryData(wishListOf('alice-persist'), wishes("Alice's pack"));
    await vi.waitFor(async () =>
      expect(await savedKeys('alice-persist')).toContainEqual(wishListOf('alice-persist')),
    );

    // The same tab switches to Bob: what it saves for him holds none of Alice's lists.
    updateSettings({ userId: 'bob-persist' });
    alicesTab.setQueryData(wishListOf('bob-persist'), wishes("Bob's pack"));
    await vi.waitFor(async () =>
      expect(await savedKeys('bob-persist')).toContainEqual(wishListOf('bob-persist')),
    );
    expect(await savedKeys('bob-persist')).not.toContainEqual(wishListOf('alice-persist'));

    // A new tab opened as Bob gets Bob's list back and nothing of Alice's.
    const bobsTab = createQueryClient();
    await persisting(bobsTab);
    expect(bobsTab.getQueryData(wishListOf('bob-persist'))).toEqual(wishes("Bob's pack"));
    expect(bobsTab.getQueryData(wishListOf('alice-persist'))).toBeUndefined();
    const owners = bobsTab
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(owners.join()).not.toContain('alice-persist');

    // And Alice, back in a tab of her own, still has hers.
    const alicesNewTab = createQueryClient();
    await restoreUserCache(alicesNewTab, 'alice-persist');
    expect(alicesNewTab.getQueryData(wishListOf('alice-persist'))).toEqual(wishes("Alice's pack"));
  });

  it('drops a cache saved by a build with another cache version', async () => {
    const older = createQueryClient();
    older.setQueryData(wishListOf('carol-persist'), wishes("Carol's pack"));
    const entry: PersistedClient = {
      buster: 'sticker-browser-0',
      timestamp: Date.now(),
      clientState: dehydrate(older),
    };
    expect(entry.buster).not.toBe(CACHE_VERSION);
    await set('user:carol-persist', entry, cacheStore());

    const client = createQueryClient();
    await restoreUserCache(client, 'carol-persist');
    expect(client.getQueryData(wishListOf('carol-persist'))).toBeUndefined();
    expect(await saved('carol-persist')).toBeUndefined();

    // The same entry under the current version is restored: the version alone decided.
    await set('user:carol-persist', { ...entry, buster: CACHE_VERSION }, cacheStore());
    await restoreUserCache(client, 'carol-persist');
    expect(client.getQueryData(wishListOf('carol-persist'))).toEqual(wishes("Carol's pack"));
  });
});

describe('the saved writes', () => {
  const waitingWishes = (client: QueryClient) =>
    client.getMutationCache().findAll({ mutationKey: mutationKeys.toggleWish, status: 'pending' })
      .length;
  const switchUser = async (client: QueryClient, userId: string) => {
    updateSettings({ userId });
    // The new user's saved lists are read back before anything else happens in the test.
    await vi.waitFor(async () => expect(await saved(userId)).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 300));
    return client;
  };

  it('sends a wish made offline once, however often the user changes before and after', async () => {
    updateSettings({ userId: 'dana-persist' });
    const client = createQueryClient();
    // As QueryClientProvider does: resumes paused writes when the browser is online again.
    client.mount();
    stops.push(() => client.unmount());
    await persisting(client);
    onlineManager.setOnline(false);
    void new MutationObserver<unknown, Error, { packageId: number; userId: string }>(client, {
      mutationKey: mutationKeys.toggleWish,
    })
      .mutate({ packageId: 6, userId: 'dana-persist' })
      .catch(() => undefined);
    await vi.waitFor(() => expect(waitingWishes(client)).toBe(1));

    for (const userId of ['erin-persist', 'dana-persist', 'erin-persist', 'dana-persist']) {
      await switchUser(client, userId);
    }
    expect(waitingWishes(client)).toBe(1);

    // Sent while another user is shown; coming back to Dana must not send it again.
    await switchUser(client, 'erin-persist');
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(waitingWishes(client)).toBe(0));
    await switchUser(client, 'dana-persist');
    await switchUser(client, 'erin-persist');
    await switchUser(client, 'dana-persist');
    expect(requestLog.count('M11')).toBe(1);
    expect(waitingWishes(client)).toBe(0);
  });
});

describe('the lists of users not shown again', () => {
  it('are deleted once too old or of another build; fresh ones and the tabs’ writes are kept', async () => {
    const entry = (buster: string, ageMs: number): PersistedClient => ({
      buster,
      timestamp: Date.now() - ageMs,
      clientState: { queries: [], mutations: [] },
    });
    const minute = 60_000;
    await setMany(
      [
        ['user:sweep-fresh', entry(CACHE_VERSION, CACHE_MAX_AGE_MS - minute)],
        ['user:sweep-stale', entry(CACHE_VERSION, CACHE_MAX_AGE_MS + minute)],
        ['user:sweep-older-build', entry('sticker-browser-0', minute)],
        ['user:sweep-unreadable', 'not a saved cache'],
        ['writes:sweep-old-tab', entry('sticker-browser-0', CACHE_MAX_AGE_MS + minute)],
        ['writes', entry(CACHE_VERSION, CACHE_MAX_AGE_MS + minute)],
      ],
      cacheStore(),
    );

    await dropStaleLists();
    const left = (await keys<string>(cacheStore())).filter(
      (key) => key.includes('sweep') || key === 'writes',
    );
    expect(left.sort()).toEqual(['user:sweep-fresh', 'writes', 'writes:sweep-old-tab']);
  });
});
