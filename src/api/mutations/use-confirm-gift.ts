import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { invalidateWhenIdle, invalidationMap, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { confirmGift } from './requests';

export type ConfirmGiftVariables = { packageId: number; sendUserId: string };

/** M13 for the current user as receiver. Not optimistic: pending until the lists have refetched. */
export function useConfirmGift() {
  const client = useQueryClient();
  const { userId } = useSettings();
  const mutationKey = mutationKeys.confirmGift;
  return useMutation({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ packageId, sendUserId }: ConfirmGiftVariables) =>
      confirmGift(userId, packageId, sendUserId),
    onSettled: (_data, _error, { packageId }) =>
      invalidateWhenIdle(client, mutationKey, invalidationMap.confirmGift({ userId, packageId })),
  });
}
