import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { isApiError } from '../api-error';
import { sendGift } from './requests';
import { useUserMutation, type WithUser } from './user-mutation';

export type SendGiftVariables = { packageId: number; receiveUserId: string };

/**
 * Sends (their variables: every try of one send gets the same object) whose answer was lost on
 * the way (a network error): the service may have taken the gift, and the next try's "already
 * waiting" is then that gift having arrived.
 */
const answerLost = new WeakSet<object>();

/**
 * Send-gift extension from the current user. Resolves `{ alreadyWaiting }`: true when the friend
 * had the pack from this user waiting already, before this send.
 */
export function sendGiftMutation(client: QueryClient) {
  const mutationKey = mutationKeys.sendGift;
  return mutationOptions({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: async (variables: WithUser<SendGiftVariables>) => {
      const { userId, packageId, receiveUserId } = variables;
      try {
        const { alreadyWaiting } = await sendGift(userId, packageId, receiveUserId);
        return { alreadyWaiting: alreadyWaiting && !answerLost.has(variables) };
      } catch (error) {
        if (isApiError(error) && error.kind === 'network') answerLost.add(variables);
        throw error;
      }
    },
    onSettled: (_data, _error, { userId }) => invalidateWhenIdle(client, 'sendGift', { userId }),
  });
}

export function useSendGift() {
  return useUserMutation(sendGiftMutation(useQueryClient()));
}
