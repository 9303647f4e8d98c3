import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { getSettings, subscribeSettings } from '../../lib/settings';
import { keyUserId } from '../keys';
import { CACHE_MAX_AGE_MS } from '../query-client';
import { setWriteDefaults } from '../mutations/defaults';
import { userPersister } from './user-persister';

/**
 * Changes whenever the shape of cached data changes (readers, query keys, mutation variables):
 * a cache saved by an older build is then dropped rather than shown.
 */
export const CACHE_VERSION = 'sticker-browser-1';

type MakePersister = (userId: string) => Persister;

function belongsTo(userId: string, queryKey: readonly unknown[]): boolean {
  const owner = keyUserId(queryKey);
  // Keys without a user (categories) are the same for everyone.
  return owner === undefined || owner === userId;
}

function variablesUserId(mutation: Mutation): string | undefined {
  const variables: unknown = mutation.state.variables;
  if (typeof variables !== 'object' || variables === null || !('userId' in variables)) return;
  return typeof variables.userId === 'string' ? variables.userId : undefined;
}

function optionsFor(queryClient: QueryClient, userId: string, persister: Persister) {
  return {
    queryClient,
    persister,
    buster: CACHE_VERSION,
    maxAge: CACHE_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && belongsTo(userId, query.queryKey),
      // Writes still waiting for the network, so they are sent after a reload.
      shouldDehydrateMutation: (mutation: Mutation) =>
        mutation.state.isPaused && variablesUserId(mutation) === userId,
    },
  };
}

/** Reads the user's saved cache into the client (nothing when it is too old or of another build). */
export async function restoreUserCache(
  queryClient: QueryClient,
  userId: string,
  makePersister: MakePersister = userPersister,
): Promise<void> {
  await persistQueryClientRestore(optionsFor(queryClient, userId, makePersister(userId)));
}

/**
 * Restores the current user's saved cache and keeps saving it; when the user changes, saves
 * under the new user's key and restores theirs. Writes restored from storage are sent once the
 * browser is online. Returns a function that stops saving.
 */
export async function persistCache(
  queryClient: QueryClient,
  makePersister: MakePersister = userPersister,
): Promise<() => void> {
  setWriteDefaults(queryClient);
  let userId = getSettings().userId;
  let stopSaving = () => {};
  const follow = async (user: string) => {
    stopSaving();
    const persister = makePersister(user);
    try {
      await persistQueryClientRestore(optionsFor(queryClient, user, persister));
    } catch {
      // An unreadable store: start from the network, and overwrite it.
    }
    if (user !== userId) return;
    const options = optionsFor(queryClient, user, persister);
    stopSaving = persistQueryClientSubscribe(options);
    // What changed while the saved cache was being read is saved now, not at the next change.
    void persistQueryClientSave(options);
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
    stopFollowing();
    stopSaving();
  };
}
