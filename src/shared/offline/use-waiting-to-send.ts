import { useMutationState, type Mutation, type MutationKey } from '@tanstack/react-query';
import { waitsToBeSent, writerOf } from '../../api/mutations/user-mutation';
import { useSettings } from '../../lib/settings';

function packageIdOf(mutation: Mutation): unknown {
  const variables: unknown = mutation.state.variables;
  if (typeof variables !== 'object' || variables === null || !('packageId' in variables)) return;
  return variables.packageId;
}

/**
 * A write of `userId` that waits to be sent: paused offline or queued behind one (also restored
 * from storage after a reload), or failed on its way and to be tried again. Another user's writes
 * are sent too, but never shown: they are not this user's to see.
 */
export function isWaitingWrite(mutation: Mutation, userId: string): boolean {
  return waitsToBeSent(mutation) && writerOf(mutation.state.variables) === userId;
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
        isWaitingWrite(mutation, userId) && packageIdOf(mutation) === packageId,
    },
    select: (mutation) => mutation.mutationId,
  });
  return waiting.length > 0;
}
