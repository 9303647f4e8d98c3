import { useMutationState, type Mutation, type MutationKey } from '@tanstack/react-query';

function packageIdOf(mutation: Mutation): number | undefined {
  const variables: unknown = mutation.state.variables;
  if (typeof variables !== 'object' || variables === null || !('packageId' in variables)) return;
  return typeof variables.packageId === 'number' ? variables.packageId : undefined;
}

/**
 * Whether a change to the pack waits for the network: a write paused offline (or queued behind
 * one), also one restored from storage after a reload. `mutationKey` narrows it to one kind of
 * change (a wish, a hide); without it any change to the pack counts.
 */
export function useWaitingToSend(packageId: number, mutationKey?: MutationKey): boolean {
  const waiting = useMutationState({
    filters: {
      mutationKey,
      predicate: (mutation) => mutation.state.isPaused && packageIdOf(mutation) === packageId,
    },
    select: (mutation) => mutation.mutationId,
  });
  return waiting.length > 0;
}
