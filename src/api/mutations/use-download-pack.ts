import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, invalidationMap, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { downloadPack } from './requests';
import { useUserMutation, type WithUser } from './user-mutation';

export type DownloadPackVariables = { packageId: number; isPurchase?: boolean };

/** Download extension. Resolves `{ alreadyPurchased }`; pending until the lists have refetched. */
export function downloadPackMutation(client: QueryClient) {
  const mutationKey = mutationKeys.downloadPack;
  return mutationOptions({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ userId, packageId, isPurchase = false }: WithUser<DownloadPackVariables>) =>
      downloadPack(userId, packageId, isPurchase),
    onSettled: (_data, _error, { userId, packageId }) =>
      invalidateWhenIdle(client, mutationKey, invalidationMap.downloadPack({ userId, packageId })),
  });
}

export function useDownloadPack() {
  return useUserMutation(downloadPackMutation(useQueryClient()));
}
