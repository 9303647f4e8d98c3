import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** Where the cache is kept: one IndexedDB database, one entry per user. */
export function cacheStore(): UseStore {
  return createStore('sticker-browser-cache', 'query-cache');
}

const WRITE_DELAY_MS = 250;

/**
 * The persisted cache of one user, under a key of its own: a user's lists are never read back
 * for another. Writes wait a moment so a burst of cache events is saved once.
 */
export function userPersister(userId: string, store: UseStore = cacheStore()): Persister {
  const key = `user:${userId}`;
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(() => {
        timer = undefined;
        if (latest) void set(key, latest, store).catch(reportUnsaved);
      }, WRITE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: () => del(key, store),
  };
}

// Storage can be full or disabled (private windows): the app works on, without an offline copy.
function reportUnsaved(cause: unknown) {
  console.warn('The offline copy of the lists could not be saved.', cause);
}
