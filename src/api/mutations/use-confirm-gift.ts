import {
  mutationOptions,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { invalidateWhenIdle, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { confirmGift } from './requests';
import { useUserMutation, writerOf, type WithUser } from './user-mutation';

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

/** A gift of the current user's being accepted: on its way, or paused until it can be sent. */
export type GiftBeingConfirmed = ConfirmGiftVariables & { paused: boolean };

function giftOf(variables: unknown): ConfirmGiftVariables | undefined {
  if (typeof variables !== 'object' || variables === null) return;
  if (!('packageId' in variables) || !('sendUserId' in variables)) return;
  const { packageId, sendUserId } = variables;
  if (typeof packageId !== 'number' || typeof sendUserId !== 'string') return;
  return { packageId, sendUserId };
}

/**
 * Every gift the current user is accepting, each until the lists have refetched: one hook's
 * mutation knows only the gift accepted last, and a second Accept made the first look idle.
 */
export function useGiftsBeingConfirmed(): GiftBeingConfirmed[] {
  const { userId } = useSettings();
  return useMutationState({
    filters: {
      mutationKey: mutationKeys.confirmGift,
      status: 'pending',
      predicate: (mutation) => writerOf(mutation.state.variables) === userId,
    },
    select: (mutation) => {
      const gift = giftOf(mutation.state.variables);
      return gift && { ...gift, paused: mutation.state.isPaused };
    },
  }).filter((gift) => gift !== undefined);
}
