import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { confirmGift } from './requests';
import { useUserMutation, type WithUser } from './user-mutation';

export type ConfirmGiftVariables = { packageId: number; sendUserId: string };

/** M13 for the current user as receiver. Not optimistic: pending until the lists have refetched. */
export function confirmGiftMutation(client: QueryClient) {
  const mutationKey = mutationKeys.confirmGift;
  return mutationOptions({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ userId, packageId, sendUserId }: WithUser<ConfirmGiftVariables>) =>
      confirmGift(userId, packageId, sendUserId),
    onSettled: (_data, _error, { userId, packageId }) =>
      invalidateWhenIdle(client, 'confirmGift', { userId, packageId }),
  });
}

export function useConfirmGift() {
  return useUserMutation(confirmGiftMutation(useQueryClient()));
}
