import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, invalidationMap, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { sendGift } from './requests';
import { useUserMutation, type WithUser } from './user-mutation';

export type SendGiftVariables = { packageId: number; receiveUserId: string };

/** Send-gift extension from the current user. Resolves `{ alreadyWaiting }`. */
export function sendGiftMutation(client: QueryClient) {
  const mutationKey = mutationKeys.sendGift;
  return mutationOptions({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ userId, packageId, receiveUserId }: WithUser<SendGiftVariables>) =>
      sendGift(userId, packageId, receiveUserId),
    onSettled: (_data, _error, { userId }) =>
      invalidateWhenIdle(client, mutationKey, invalidationMap.sendGift({ userId })),
  });
}

export function useSendGift() {
  return useUserMutation(sendGiftMutation(useQueryClient()));
}
