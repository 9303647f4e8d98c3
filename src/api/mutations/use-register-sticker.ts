import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { unlessAbsent } from '../optional-feature';
import { registerSend, registerUsage } from './requests';
import { useUserMutation, type WithUser } from './user-mutation';

export type StickerVariables = { stickerId: number };

/**
 * Send extension: records that the user sent a sticker, then refreshes recently sent (M4). A
 * server without the extension records nothing, and that is no failure, now or after a reload.
 */
export function registerSendMutation(client: QueryClient) {
  const mutationKey = mutationKeys.registerSend;
  return mutationOptions({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ userId, stickerId }: WithUser<StickerVariables>) =>
      unlessAbsent(registerSend(userId, stickerId)),
    onSettled: (_data, _error, { userId }) =>
      invalidateWhenIdle(client, 'registerSend', { userId }),
  });
}

/** C5: records a camera sticker's use, then refreshes frequently used (C3). */
export function registerUsageMutation(client: QueryClient) {
  const mutationKey = mutationKeys.registerUsage;
  return mutationOptions({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ userId, stickerId }: WithUser<StickerVariables>) =>
      registerUsage(userId, stickerId),
    onSettled: (_data, _error, { userId }) =>
      invalidateWhenIdle(client, 'registerUsage', { userId }),
  });
}

export function useRegisterSend() {
  return useUserMutation(registerSendMutation(useQueryClient()));
}

export function useRegisterUsage() {
  return useUserMutation(registerUsageMutation(useQueryClient()));
}
