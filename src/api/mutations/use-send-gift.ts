import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { invalidateWhenIdle, invalidationMap, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { sendGift } from './requests';

export type SendGiftVariables = { packageId: number; receiveUserId: string };

/** Send-gift extension from the current user. Resolves `{ alreadyWaiting }`. */
export function useSendGift() {
  const client = useQueryClient();
  const { userId } = useSettings();
  const mutationKey = mutationKeys.sendGift;
  return useMutation({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ packageId, receiveUserId }: SendGiftVariables) =>
      sendGift(userId, packageId, receiveUserId),
    onSettled: () => invalidateWhenIdle(client, mutationKey, invalidationMap.sendGift({ userId })),
  });
}
