import { hydrate, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import type { UseStore } from 'idb-keyval';
import { getSettings, subscribeSettings } from '../../lib/settings';
import { keyUserId, mutationKeys } from '../keys';
import { CACHE_MAX_AGE_MS } from '../query-client';
import { setWriteDefaults, showWriteAgain } from '../mutations/defaults';
import { waitsToBeSent, writerOf } from '../mutations/user-mutation';
import {
  adoptClosedTabsWrites,
  currentTab,
  isKept,
  TAKE_OVER_GRACE_MS,
  type Tab,
} from './tab-writes';
import { noteWritesKept } from './writes-kept';
import {
  cacheStore,
  dropUsersLists,
  saveNow,
  storePersister,
  userPersister,
} from './user-persister';

/**
 * Changes whenever the shape of cached data changes (readers, query keys, mutation variables):
 * a cache saved by an older build is then dropped rather than shown.
 */
export const CACHE_VERSION = 'sticker-browser-1';

/**
 * Changes only when waiting writes saved by an older build cannot be sent by this one (mutation
 * keys or variables): writes are what the person did, and are not dropped for a reader's change.
 */
export const WRITES_VERSION = 'sticker-browser-1';

/** Writes wait for the network longer than lists stay fresh: a week away is still a trip. */
export const WRITES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const WRITES_KEPT = { buster: WRITES_VERSION, maxAge: WRITES_MAX_AGE_MS };
const LISTS_KEPT = { buster: CACHE_VERSION, maxAge: CACHE_MAX_AGE_MS };

/** Tabs of one device share its clock; this much allows for a save in flight. */
const CLOCK_SLACK_MS = 60_000;

/**
 * Lists saved while the device's clock ran ahead carry dates still to come: restored, they would
 * count as newer than the service's answers and never go stale until the clock caught up. Their
 * age cannot be told, so they are not shown.
 */
const savedInThePast = (lists: PersistedClient) => lists.timestamp <= Date.now() + CLOCK_SLACK_MS;

const listsKept = (lists: PersistedClient) => isKept(lists, LISTS_KEPT) && savedInThePast(lists);

function listsPersister(userId: string): Persister {
  const persister = userPersister(userId);
  return {
    ...persister,
    restoreClient: async () => {
      const lists = await persister.restoreClient();
      return lists && savedInThePast(lists) ? lists : undefined;
    },
  };
}

function belongsTo(userId: string, queryKey: readonly unknown[]): boolean {
  const owner = keyUserId(queryKey);
  // Keys without a user (categories) are the same for everyone.
  return owner === undefined || owner === userId;
}

/** Told how many waiting writes were too old, or of a build that cannot send them, to keep. */
type Dropped = (count: number) => void;

const common = (queryClient: QueryClient, persister: Persister) => ({
  queryClient,
  persister,
  ...LISTS_KEPT,
});

/** One user's lists; their writes are kept with everyone's (writesOptions). */
const listsOptions = (queryClient: QueryClient, userId: string) => ({
  ...common(queryClient, listsPersister(userId)),
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' && belongsTo(userId, query.queryKey),
    shouldDehydrateMutation: () => false,
  },
});

/**
 * Every user's writes not sent yet (paused offline, or between retries), in the tab's entry,
 * saved whoever its user is: a write sent while another user is shown leaves no stale copy to be
 * restored and sent again.
 */
const writesOptions = (queryClient: QueryClient, tab: Tab, dropped: Dropped) => ({
  queryClient,
  persister: writesPersister(queryClient, tab, dropped),
  ...WRITES_KEPT,
  dehydrateOptions: {
    shouldDehydrateQuery: () => false,
    // Not one on its way for the first time: the service may have it already, and a reload
    // would send it again.
    shouldDehydrateMutation: (mutation: Mutation) =>
      waitsToBeSent(mutation) && writerOf(mutation.state.variables) !== undefined,
  },
});

/**
 * Shows the user's waiting writes, in the order made, in their lists just restored or taken
 * over: another tab of the user may have saved the lists since, without them.
 */
async function showWaitingWrites(queryClient: QueryClient, userId: string) {
  const waiting = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => waitsToBeSent(mutation) && writerOf(mutation.state.variables) === userId)
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt);
  for (const mutation of waiting) await showWriteAgain(queryClient, mutation);
}

/**
 * Leaves out the saved writes this build cannot send (a kind of write it does not make, or no
 * user), counted to `dropped`: restored, they would wait unsent and unsaid.
 */
function sendableOnly(
  queryClient: QueryClient,
  writes: PersistedClient,
  dropped: Dropped,
): PersistedClient {
  const saved = writes.clientState.mutations;
  const mutations = saved.filter(
    ({ mutationKey, state }) =>
      mutationKey !== undefined &&
      queryClient.getMutationDefaults(mutationKey).mutationFn !== undefined &&
      writerOf(state.variables) !== undefined,
  );
  if (mutations.length < saved.length) dropped(saved.length - mutations.length);
  return { ...writes, clientState: { ...writes.clientState, mutations } };
}

function writesPersister(queryClient: QueryClient, tab: Tab, dropped: Dropped): Persister {
  const waits = (client: PersistedClient) => client.clientState.mutations.length > 0;
  // The writes last persisted: a write made, changed or sent is saved at once.
  let savedWrites = '';
  // The tab's lock is held before writes are saved, and given up once none are left saved.
  const persister = storePersister(tab.writesKey, undefined, {
    beforeSave: (client) => (waits(client) ? tab.claim() : Promise.resolve()),
    afterSave: (client) => {
      noteWritesKept(true);
      if (!waits(client)) tab.letGo();
    },
    saveFailed: () => noteWritesKept(false),
  });
  return {
    ...persister,
    // Without Web Locks the tabs share one entry, read back here; the restore drops it unkept.
    restoreClient: async () => {
      const saved = await persister.restoreClient();
      if (!saved || !waits(saved)) return saved;
      if (!isKept(saved, WRITES_KEPT)) {
        dropped(saved.clientState.mutations.length);
        return saved;
      }
      return sendableOnly(queryClient, saved, dropped);
    },
    // A write saved between two tries is resumed after a reload as one paused offline is, as a
    // first try: its failed tries were this page's, and on its way again it is not waiting.
    persistClient: (client) => {
      const mutations = client.clientState.mutations.map((mutation) => ({
        ...mutation,
        state: { ...mutation.state, isPaused: true, failureCount: 0, failureReason: null },
      }));
      persister.persistClient({ ...client, clientState: { ...client.clientState, mutations } });
      const writes = JSON.stringify(mutations);
      if (writes !== savedWrites) saveNow();
      savedWrites = writes;
    },
  };
}

/**
 * Puts the waiting writes back in the order they were made. Writes taken over from another tab
 * are hydrated after this tab's own, some of which may be newer: sent in that order, an earlier
 * choice about a pack would undo the person's last one.
 */
function queueInOrderMade(queryClient: QueryClient) {
  const mutations = queryClient.getMutationCache();
  const waiting = mutations
    .getAll()
    .filter((mutation) => mutation.state.isPaused)
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt);
  for (const mutation of waiting) mutations.remove(mutation);
  for (const mutation of waiting) mutations.add(mutation);
}

/**
 * Leaves out the taken choices (wish a pack or not, hide it or not) that a newer choice of this
 * tab about the same pack replaces: this tab's may be on its way or between tries already, and
 * sent after it, the older would undo the person's last choice.
 */
function withoutSuperseded(queryClient: QueryClient, writes: PersistedClient): PersistedClient {
  const toggleOf = (key: unknown, variables: unknown) => {
    const kind = JSON.stringify(key);
    if (kind !== TOGGLE_WISH && kind !== TOGGLE_HIDDEN) return undefined;
    const { packageId, wanted } = (variables ?? {}) as { packageId?: unknown; wanted?: unknown };
    // Only a choice (wish it, or not) replaces another; a bare flip counts with the others.
    if (typeof wanted !== 'boolean') return undefined;
    return `${kind} ${writerOf(variables)} ${String(packageId)}`;
  };
  const newest = new Map<string, number>();
  for (const mutation of queryClient.getMutationCache().getAll()) {
    const toggle = toggleOf(mutation.options.mutationKey, mutation.state.variables);
    if (toggle === undefined || mutation.state.status !== 'pending') continue;
    newest.set(toggle, Math.max(newest.get(toggle) ?? 0, mutation.state.submittedAt));
  }
  const mutations = writes.clientState.mutations.filter(({ mutationKey, state }) => {
    const toggle = toggleOf(mutationKey, state.variables);
    return toggle === undefined || (newest.get(toggle) ?? 0) < state.submittedAt;
  });
  return { ...writes, clientState: { ...writes.clientState, mutations } };
}

const TOGGLE_WISH = JSON.stringify(mutationKeys.toggleWish);
const TOGGLE_HIDDEN = JSON.stringify(mutationKeys.toggleHidden);

/** Reads the user's saved lists into the client (nothing when too old or of another build). */
export async function restoreUserCache(queryClient: QueryClient, userId: string): Promise<void> {
  await persistQueryClientRestore(listsOptions(queryClient, userId));
}

/**
 * Deletes the saved lists of every user that are too old, or of another build, to be restored:
 * those of users not shown again. Fresh ones are kept; the tabs' writes are no user's lists.
 */
export function dropStaleLists(store: UseStore = cacheStore()): Promise<void> {
  return dropUsersLists(listsKept, store);
}

/**
 * Restores what was saved with `options`, then runs `restored`, and keeps saving it; answers how
 * to stop.
 */
async function keepSaved(
  options: PersistQueryClientOptions,
  restored?: () => Promise<void>,
): Promise<() => void> {
  try {
    await persistQueryClientRestore(options);
    await restored?.();
  } catch {
    // An unreadable store: start from the network, and overwrite it.
  }
  const stop = persistQueryClientSubscribe(options);
  // What changed while the saved copy was being read is saved now, not at the next change.
  void persistQueryClientSave(options);
  return stop;
}

/**
 * Restores the writes waiting to be sent (this tab's, and those closed tabs left) and the
 * current user's saved lists, and keeps saving both; when the user changes, saves under the new
 * user's key and restores theirs. Restored writes are sent once the browser is online; writes
 * that cannot be kept are counted to `dropped`. Returns a function that stops saving.
 */
export async function persistCache(
  queryClient: QueryClient,
  tab: Tab = currentTab(),
  dropped: Dropped = () => {},
  takeOverGraceMs = TAKE_OVER_GRACE_MS,
): Promise<() => void> {
  setWriteDefaults(queryClient);
  const stopTakingOver = new AbortController();
  let watchOpenTabs = () => {};
  try {
    watchOpenTabs = await adoptClosedTabsWrites(
      tab,
      cacheStore(),
      { ...WRITES_KEPT, dropped },
      // Left by a tab that closed after this one started: sent from here, once online.
      (writes) => {
        const sendable = sendableOnly(queryClient, writes, dropped);
        hydrate(queryClient, withoutSuperseded(queryClient, sendable).clientState);
        queueInOrderMade(queryClient);
        void showWaitingWrites(queryClient, getSettings().userId);
        void queryClient.resumePausedMutations();
      },
      stopTakingOver.signal,
      undefined,
      takeOverGraceMs,
    );
  } catch {
    // Left where they are: the next tab opened tries again.
  }
  const stopSavingWrites = await keepSaved(writesOptions(queryClient, tab, dropped));
  watchOpenTabs();
  let userId = getSettings().userId;
  let stopSavingLists = () => {};
  const follow = async (user: string) => {
    stopSavingLists();
    stopSavingLists = () => {};
    const stop = await keepSaved(listsOptions(queryClient, user), () =>
      showWaitingWrites(queryClient, user),
    );
    if (user !== userId) {
      stop();
      return;
    }
    stopSavingLists = stop;
    void queryClient.resumePausedMutations();
  };
  await follow(userId);
  const stopFollowing = subscribeSettings(() => {
    const next = getSettings().userId;
    if (next === userId) return;
    userId = next;
    void follow(next);
  });
  return () => {
    stopTakingOver.abort();
    stopFollowing();
    stopSavingLists();
    stopSavingWrites();
  };
}
