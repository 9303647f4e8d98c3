import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, invalidationMap, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { cachedHiddenState, movePackBetweenLists, restore } from '../optimistic';
import { bumpPackVersion } from '../pack-versions';
import { toggleHidden } from './requests';
import { useUserMutation, type WithUser } from './user-mutation';

export type ToggleHiddenVariables = { packageId: number };
/**
 * Enough to offer an undo: calling the same toggle again with `packageId` reverses it.
 * `hidden` is the new state as cached (true: now in hidden packs), undefined when no list showed it.
 */
export type ToggleHiddenResult = { packageId: number; hidden: boolean | undefined };

/**
 * M8, optimistic: the pack moves between the my-packs and hidden caches, back on failure. A
 * user's writes run one at a time.
 */
export function toggleHiddenMutation(client: QueryClient) {
  const mutationKey = mutationKeys.toggleHidden;
  return mutationOptions({
    mutationKey,
    onMutate: async ({ userId, packageId }: WithUser<ToggleHiddenVariables>) => {
      mutationStarted(client, mutationKey);
      bumpPackVersion(client, 'hidden', packageId);
      return { snapshot: await movePackBetweenLists(client, userId, packageId) };
    },
    mutationFn: async ({
      userId,
      packageId,
    }: WithUser<ToggleHiddenVariables>): Promise<ToggleHiddenResult> => {
      await toggleHidden(userId, packageId);
      return { packageId, hidden: cachedHiddenState(client, userId, packageId) };
    },
    onError: (_error, _variables, context) => {
      if (context) restore(client, context.snapshot);
    },
    onSettled: (_data, _error, { userId, packageId }) =>
      invalidateWhenIdle(client, mutationKey, invalidationMap.toggleHidden({ userId, packageId })),
  });
}

export function useToggleHidden() {
  return useUserMutation(toggleHiddenMutation(useQueryClient()));
}
