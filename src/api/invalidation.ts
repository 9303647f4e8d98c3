import type { InvalidateQueryFilters, MutationKey, QueryClient } from '@tanstack/react-query';
import { cameraKeys, giftKeys, mutationKeys, packKeys, stickerKeys } from './keys';
import { queriesShowingPack } from './pack-cache';

type PackChange = { userId: string; packageId: number };
type UserChange = { userId: string };

/**
 * What each mutation changes on the service, hence which cached queries must refetch.
 * Flags (isWish, isDownload) appear on many lists, so a flag change also refreshes every cached
 * list of that user that shows the pack, and the pack's detail.
 */
export const invalidationMap = {
  // M11 toggles membership of M10 and the pack's isWish everywhere.
  toggleWish: ({ userId, packageId }: PackChange): InvalidateQueryFilters[] => [
    { queryKey: packKeys.list('wishlist', { userId }) },
    { queryKey: packKeys.detail({ userId, packageId }) },
    queriesShowingPack(userId, packageId),
  ],
  // M8 moves the pack between M6 and M7.
  toggleHidden: ({ userId, packageId }: PackChange): InvalidateQueryFilters[] => [
    { queryKey: packKeys.list('mine', { userId }) },
    { queryKey: packKeys.list('hidden', { userId }) },
    { queryKey: packKeys.detail({ userId, packageId }) },
  ],
  // M13 marks the gift received and adds the pack to M6 and M9 (isDownload turns Y).
  confirmGift: ({ userId, packageId }: PackChange): InvalidateQueryFilters[] => [
    { queryKey: giftKeys.received({ userId }) },
    { queryKey: packKeys.list('mine', { userId }) },
    { queryKey: packKeys.list('downloads', { userId }) },
    { queryKey: packKeys.detail({ userId, packageId }) },
    queriesShowingPack(userId, packageId),
  ],
  // The download extension adds the pack to M6 and M9 (isDownload turns Y).
  downloadPack: ({ userId, packageId }: PackChange): InvalidateQueryFilters[] => [
    { queryKey: packKeys.list('mine', { userId }) },
    { queryKey: packKeys.list('downloads', { userId }) },
    { queryKey: packKeys.detail({ userId, packageId }) },
    queriesShowingPack(userId, packageId),
  ],
  registerSend: ({ userId }: UserChange): InvalidateQueryFilters[] => [
    { queryKey: stickerKeys.sent({ userId }) },
  ],
  registerUsage: ({ userId }: UserChange): InvalidateQueryFilters[] => [
    { queryKey: cameraKeys.frequent({ userId }) },
  ],
} satisfies Record<keyof typeof mutationKeys, (change: PackChange) => InvalidateQueryFilters[]>;

export function invalidateAll(
  client: QueryClient,
  filters: readonly InvalidateQueryFilters[],
): Promise<void> {
  return Promise.all(filters.map((filter) => client.invalidateQueries(filter))).then(
    () => undefined,
  );
}

const deferred = new WeakMap<QueryClient, Map<string, InvalidateQueryFilters[]>>();

/**
 * Invalidates once the last concurrent mutation of this key settles, so an earlier refetch cannot
 * overwrite a later optimistic update. Targets of the earlier mutations are kept and flushed then.
 * Call from onSettled and return the promise, so the mutation stays pending until the refetch.
 */
export function invalidateWhenIdle(
  client: QueryClient,
  mutationKey: MutationKey,
  filters: readonly InvalidateQueryFilters[],
): Promise<void> {
  const byKey = deferred.get(client) ?? new Map<string, InvalidateQueryFilters[]>();
  deferred.set(client, byKey);
  const hash = JSON.stringify(mutationKey);
  const pending = [...(byKey.get(hash) ?? []), ...filters];
  if (client.isMutating({ mutationKey }) > 1) {
    byKey.set(hash, pending);
    return Promise.resolve();
  }
  byKey.delete(hash);
  return invalidateAll(client, pending);
}
