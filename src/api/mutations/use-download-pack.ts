import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { invalidateWhenIdle, invalidationMap, mutationStarted } from '../invalidation';
import { mutationKeys } from '../keys';
import { downloadPack } from './requests';

export type DownloadPackVariables = { packageId: number; isPurchase?: boolean };

/** Download extension. Resolves `{ alreadyPurchased }`; pending until the lists have refetched. */
export function useDownloadPack() {
  const client = useQueryClient();
  const { userId } = useSettings();
  const mutationKey = mutationKeys.downloadPack;
  return useMutation({
    mutationKey,
    onMutate: () => mutationStarted(client, mutationKey),
    mutationFn: ({ packageId, isPurchase = false }: DownloadPackVariables) =>
      downloadPack(userId, packageId, isPurchase),
    onSettled: (_data, _error, { packageId }) =>
      invalidateWhenIdle(client, mutationKey, invalidationMap.downloadPack({ userId, packageId })),
  });
}
