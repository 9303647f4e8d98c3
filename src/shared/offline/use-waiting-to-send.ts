import { useMutationState, type Mutation, type MutationKey } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';

function variable(mutation: Mutation, name: 'packageId' | 'userId'): unknown {
  const variables: unknown = mutation.state.variables;
  if (typeof variables !== 'object' || variables === null || !(name in variables)) return;
  return (variables as Record<typeof name, unknown>)[name];
}

/**
 * A write of `userId` that waits to be sent: paused offline or queued behind one (also restored
 * from storage after a reload), or failed on its way and to be tried again. Another user's writes
 * are sent too, but never shown: they are not this user's to see.
 */
export function isWaitingWrite(mutation: Mutation, userId: string): boolean {
  const { status, isPaused, failureCount } = mutation.state;
  return (
    status === 'pending' &&
    (isPaused || failureCount > 0) &&
    variable(mutation, 'userId') === userId
  );
}

/**
 * Whether a change to the pack waits for the network. `mutationKey` narrows it to one kind of
 * change (a wish, a hide); without it any change to the pack counts.
 */
export function useWaitingToSend(packageId: number, mutationKey?: MutationKey): boolean {
  const { userId } = useSettings();
  const waiting = useMutationState({
    filters: {
      mutationKey,
      predicate: (mutation) =>
        isWaitingWrite(mutation, userId) && variable(mutation, 'packageId') === packageId,
    },
    select: (mutation) => mutation.mutationId,
  });
  return waiting.length > 0;
}
