import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import { packQueries } from '../queries/packs';

/** M3: one pack with its stickers and this user's flags. */
export function usePackage(packageId: number) {
  const { userId } = useSettings();
  const naming = useNaming();
  return useQuery(packQueries.detail({ userId, packageId, ...naming }));
}

/** M6, paged. */
export function useMyPacks() {
  const { userId } = useSettings();
  return useInfiniteQuery(packQueries.mine({ userId }));
}

/** M7, paged. */
export function useHiddenPacks() {
  const { userId } = useSettings();
  return useInfiniteQuery(packQueries.hidden({ userId }));
}

/** M10, paged. */
export function useWishList() {
  const { userId } = useSettings();
  return useInfiniteQuery(packQueries.wishlist({ userId }));
}

/** M9, paged. */
export function useDownloads() {
  const { userId } = useSettings();
  return useInfiniteQuery(packQueries.downloads({ userId }));
}

/** M5, paged. */
export function useRecentPacks() {
  const { userId } = useSettings();
  return useInfiniteQuery(packQueries.recent({ userId }));
}
