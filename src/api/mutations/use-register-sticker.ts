import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { invalidateWhenIdle, invalidationMap, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { registerSend, registerUsage } from './requests';

export type StickerVariables = { stickerId: number };

/** Send extension: records that the user sent a sticker, then refreshes recently sent (M4). */
export function useRegisterSend() {
  const client = useQueryClient();
  const { userId } = useSettings();
  const mutationKey = mutationKeys.registerSend;
  return useMutation({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ stickerId }: StickerVariables) => registerSend(userId, stickerId),
    onSettled: () =>
      invalidateWhenIdle(client, mutationKey, invalidationMap.registerSend({ userId })),
  });
}

/** C5: records a camera sticker's use, then refreshes frequently used (C3). */
export function useRegisterUsage() {
  const client = useQueryClient();
  const { userId } = useSettings();
  const mutationKey = mutationKeys.registerUsage;
  return useMutation({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ stickerId }: StickerVariables) => registerUsage(userId, stickerId),
    onSettled: () =>
      invalidateWhenIdle(client, mutationKey, invalidationMap.registerUsage({ userId })),
  });
}
