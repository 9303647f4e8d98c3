import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateWhenIdle, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { restore } from '../optimistic';
import { showDownloaded } from '../optimistic-download';
import { downloadPack } from './requests';
import { useUserMutation, type WithUser } from './user-mutation';

export type DownloadPackVariables = { packageId: number; isPurchase?: boolean };

/**
 * Download extension, optimistic: the pack shows as owned at once (also offline, where the write
 * waits for the network) and rolls back on failure. Resolves `{ alreadyPurchased }`; pending
 * until the lists have refetched.
 */
export function downloadPackMutation(client: QueryClient) {
  const mutationKey = mutationKeys.downloadPack;
  return mutationOptions({
    mutationKey,
    onMutate: async ({ userId, packageId }: WithUser<DownloadPackVariables>) => {
      mutationStarted(client, mutationKey);
      return { snapshot: await showDownloaded(client, userId, packageId) };
    },
    mutationFn: ({ userId, packageId, isPurchase = false }: WithUser<DownloadPackVariables>) =>
      downloadPack(userId, packageId, isPurchase),
    onError: (_error, _variables, context) => {
      if (context) restore(client, context.snapshot);
    },
    onSettled: (_data, _error, { userId, packageId }) =>
      invalidateWhenIdle(client, 'downloadPack', { userId, packageId }),
  });
}

export function useDownloadPack() {
  return useUserMutation(downloadPackMutation(useQueryClient()));
}
