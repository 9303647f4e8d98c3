import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { cachedHiddenState, movePackBetweenLists, restore } from '../optimistic';
import { bumpPackVersion } from '../pack-versions';
import { toggleHidden } from './requests';
import { toggleOnce } from './toggle-once';
import { useUserMutation, type WithUser } from './user-mutation';

/** `wanted`: hidden (true) or not, as the person chose; lets a toggle that waited skip itself. */
export type ToggleHiddenVariables = { packageId: number; wanted?: boolean };
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
  const toggle = toggleOnce('isHidden', toggleHidden);
  return mutationOptions({
    mutationKey,
    onMutate: async (variables: WithUser<ToggleHiddenVariables>) => {
      const { userId, packageId } = variables;
      toggle.started(variables);
      mutationStarted(client, mutationKey);
      bumpPackVersion(client, 'hidden', packageId);
      return { snapshot: await movePackBetweenLists(client, userId, packageId) };
    },
    mutationFn: async (variables: WithUser<ToggleHiddenVariables>): Promise<ToggleHiddenResult> => {
      const { userId, packageId } = variables;
      await toggle.send(variables);
      return { packageId, hidden: cachedHiddenState(client, userId, packageId) };
    },
    onError: (_error, _variables, context) => {
      if (context) restore(client, context.snapshot);
    },
    onSettled: (_data, _error, { userId, packageId }) =>
      invalidateWhenIdle(client, 'toggleHidden', { userId, packageId }),
  });
}

export function useToggleHidden() {
  return useUserMutation(toggleHiddenMutation(useQueryClient()));
}
