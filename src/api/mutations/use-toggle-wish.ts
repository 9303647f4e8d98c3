import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { flipWishEverywhere, restore, updateWishList } from '../optimistic';
import { findCachedPack } from '../pack-cache';
import { bumpPackVersion } from '../pack-versions';
import { toggleWish } from './requests';
import { toggleOnce } from './toggle-once';
import { useUserMutation, type WithUser } from './user-mutation';

/** `wanted`: wished (true) or not, as the person chose; lets a toggle that waited skip itself. */
export type ToggleWishVariables = { packageId: number; wanted?: boolean };
/** isWish is the pack's new state as cached, undefined when no cache showed the pack. */
export type ToggleWishResult = { packageId: number; isWish: 'Y' | 'N' | undefined };

/**
 * M11, optimistic: isWish flips in every cached list and detail, the pack joins or leaves the
 * cached wish list, and all of it rolls back on failure. The mutation settles once the lists it
 * changed have been refetched, so the cache then holds the service's own word (`cachedWish`). A
 * user's writes run one at a time.
 */
export function toggleWishMutation(client: QueryClient) {
  const mutationKey = mutationKeys.toggleWish;
  const toggle = toggleOnce('isWish', toggleWish);
  return mutationOptions({
    mutationKey,
    onMutate: async (variables: WithUser<ToggleWishVariables>) => {
      const { userId, packageId } = variables;
      toggle.started(variables);
      mutationStarted(client, mutationKey);
      bumpPackVersion(client, 'wish', packageId);
      const flipped = await flipWishEverywhere(client, userId, packageId);
      const listed = await updateWishList(client, userId, packageId);
      // Restored in order: the states from before both changes come last, so they win.
      return { snapshot: [...listed, ...flipped] };
    },
    mutationFn: async (variables: WithUser<ToggleWishVariables>): Promise<ToggleWishResult> => {
      const { userId, packageId } = variables;
      await toggle.send(variables);
      const cached = findCachedPack(client, userId, packageId);
      const isWish = cached && 'isWish' in cached ? cached.isWish : undefined;
      return { packageId, isWish: isWish === 'Y' || isWish === 'N' ? isWish : undefined };
    },
    onError: (_error, _variables, context) => {
      if (context) restore(client, context.snapshot);
    },
    onSettled: (_data, _error, { userId, packageId }) =>
      invalidateWhenIdle(client, 'toggleWish', { userId, packageId }),
  });
}

export function useToggleWish() {
  return useUserMutation(toggleWishMutation(useQueryClient()));
}
