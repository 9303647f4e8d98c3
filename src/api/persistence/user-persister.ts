import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, promisifyRequest, setMany, type UseStore } from 'idb-keyval';

let sharedStore: UseStore | undefined;

/** Where the cache is kept: one IndexedDB database, one entry per user and per tab's writes. */
export function cacheStore(): UseStore {
  return (sharedStore ??= createStore('sticker-browser-cache', 'query-cache'));
}

const WRITE_DELAY_MS = 250;

/** What an entry's owner does around each save: before it is written, and once it is. */
export type SaveHooks = {
  beforeSave?: (client: PersistedClient) => Promise<void>;
  afterSave?: (client: PersistedClient) => void;
  saveFailed?: () => void;
};

type PendingSave = { client: PersistedClient; hooks: SaveHooks };

// Every entry's latest copy waiting to be saved, per store.
const pendingSaves = new Map<UseStore, Map<string, PendingSave>>();
let saveTimer: ReturnType<typeof setTimeout> | undefined;
// Saves run one after another: an older save's afterSave must not act after a newer save.
let saving = Promise.resolve();

/**
 * Saves what waits in one transaction per store: a change touches several entries (a wish made
 * offline is in the user's lists and in the tab's writes), and a page closed between two
 * separate saves would leave one saved without the other.
 */
async function save(batch: readonly [UseStore, Map<string, PendingSave>][]) {
  for (const [store, entries] of batch) {
    const saves = [...entries];
    try {
      await Promise.all(
        saves.map(([, { client, hooks }]) => hooks.beforeSave?.(client) ?? Promise.resolve()),
      );
      await setMany(
        saves.map(([key, { client }]) => [key, client]),
        store,
      );
      for (const [, { client, hooks }] of saves) hooks.afterSave?.(client);
    } catch (cause) {
      for (const [, { hooks }] of saves) hooks.saveFailed?.();
      reportUnsaved(cause);
    }
  }
}

/** Runs a write of the store's entries in turn with the saves (tab-writes.ts moves entries). */
export function inSaveOrder(task: () => Promise<void>): Promise<void> {
  const done = saving.then(task);
  saving = done.catch(reportUnsaved);
  return done;
}

/**
 * Saves what waits now rather than after the delay: a write waiting to be sent is saved as it is
 * made, with the lists it shows in, since a page reloaded at once would otherwise lose it (a save
 * begun on pagehide does not finish before the page is gone).
 */
export function saveNow() {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  if (pendingSaves.size === 0) return;
  // What waits is taken when the save runs, not when it is queued: a move of another tab's
  // writes queued before it (tab-writes.ts) changes what this tab holds.
  saving = saving.then(() => {
    const batch = [...pendingSaves];
    pendingSaves.clear();
    return save(batch);
  });
}

let savesOnLeaving = false;

/**
 * A page hidden may be closed without another chance (a swiped-away app, a closed tab): what
 * waits is saved then, not after the delay, so a change shown as waiting is not lost.
 */
function saveOnLeaving() {
  if (savesOnLeaving || typeof document === 'undefined') return;
  savesOnLeaving = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow();
  });
  window.addEventListener('pagehide', saveNow);
}

function saveSoon() {
  saveOnLeaving();
  saveTimer ??= setTimeout(saveNow, WRITE_DELAY_MS);
}

/** One entry of the store. Saves wait a moment so a burst of cache events is saved once. */
export function storePersister(
  key: string,
  store: UseStore = cacheStore(),
  hooks: SaveHooks = {},
): Persister {
  return {
    persistClient: (client) => {
      const entries = pendingSaves.get(store) ?? new Map<string, PendingSave>();
      entries.set(key, { client, hooks });
      pendingSaves.set(store, entries);
      saveSoon();
    },
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: () => del(key, store),
  };
}

const USER_PREFIX = 'user:';

/** The persisted lists of one user, under a key of their own: never read back for another. */
export function userPersister(userId: string, store?: UseStore): Persister {
  return storePersister(`${USER_PREFIX}${userId}`, store);
}

/**
 * Deletes every user's saved lists that `kept` turns down. A user's lists are otherwise dropped
 * only when read back, and a user never shown again would keep theirs for good. One transaction:
 * lists a tab saves meanwhile are written before it (and judged) or after it (and kept).
 */
export function dropUsersLists(
  kept: (lists: PersistedClient) => boolean,
  store: UseStore = cacheStore(),
): Promise<void> {
  return store('readwrite', (entries) => {
    const cursor = entries.openCursor(IDBKeyRange.bound(USER_PREFIX, `${USER_PREFIX}\uffff`));
    cursor.onsuccess = () => {
      const entry = cursor.result;
      if (!entry) return;
      const lists: unknown = entry.value;
      if (typeof lists !== 'object' || lists === null || !kept(lists as PersistedClient)) {
        entry.delete();
      }
      entry.continue();
    };
    return promisifyRequest(entries.transaction);
  });
}

// Storage can be full or disabled (private windows): the app works on, without an offline copy.
function reportUnsaved(cause: unknown) {
  console.warn('The offline copy of the lists could not be saved.', cause);
}
