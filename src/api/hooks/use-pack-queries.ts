import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import { packQueries } from '../queries/packs';
import { keyUserId } from '../keys';
import { useReadAgainWhenChanged } from './use-read-again-when-changed';

/** M3: one pack with its stickers and this user's flags. */
export function usePackage(packageId: number) {
  const { userId } = useSettings();
  const naming = useNaming();
  return useQuery({
    ...packQueries.detail({ userId, packageId, ...naming }),
    // Read again in another language (the interface's changed, in another tab too), the pack
    // stays on screen, with a dialog open over it, until its new names arrive; never another
    // user's copy.
    placeholderData: (previous, previousQuery) =>
      previous?.packageId === packageId &&
      previousQuery !== undefined &&
      keyUserId(previousQuery.queryKey) === userId
        ? previous
        : undefined,
  });
}

/** M6, paged. */
export function useMyPacks() {
  const { userId } = useSettings();
  return useReadAgainWhenChanged(useInfiniteQuery(packQueries.mine({ userId })));
}

/** M7, paged. */
export function useHiddenPacks() {
  const { userId } = useSettings();
  return useReadAgainWhenChanged(useInfiniteQuery(packQueries.hidden({ userId })));
}

/** M10, paged. */
export function useWishList() {
  const { userId } = useSettings();
  return useReadAgainWhenChanged(useInfiniteQuery(packQueries.wishlist({ userId })));
}

/** M9, paged. */
export function useDownloads() {
  const { userId } = useSettings();
  return useReadAgainWhenChanged(useInfiniteQuery(packQueries.downloads({ userId })));
}

/** M5, paged. */
export function useRecentPacks() {
  const { userId } = useSettings();
  return useReadAgainWhenChanged(useInfiniteQuery(packQueries.recent({ userId })));
}
