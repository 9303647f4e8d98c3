import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** Where the cache is kept: one IndexedDB database, one entry per user and per tab's writes. */
export function cacheStore(): UseStore {
  return createStore('sticker-browser-cache', 'query-cache');
}

const WRITE_DELAY_MS = 250;

/** What an entry's owner does around each save: before it is written, and once it is. */
export type SaveHooks = {
  beforeSave?: (client: PersistedClient) => Promise<void>;
  afterSave?: (client: PersistedClient) => void;
};

/** One entry of the store. Writes wait a moment so a burst of cache events is saved once. */
export function storePersister(
  key: string,
  store: UseStore = cacheStore(),
  { beforeSave, afterSave }: SaveHooks = {},
): Persister {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = async (client: PersistedClient) => {
    await beforeSave?.(client);
    await set(key, client, store);
    afterSave?.(client);
  };
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (latest) void save(latest).catch(reportUnsaved);
      }, WRITE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: () => del(key, store),
  };
}

/** The persisted lists of one user, under a key of their own: never read back for another. */
export function userPersister(userId: string, store?: UseStore): Persister {
  return storePersister(`user:${userId}`, store);
}

// Storage can be full or disabled (private windows): the app works on, without an offline copy.
function reportUnsaved(cause: unknown) {
  console.warn('The offline copy of the lists could not be saved.', cause);
}
