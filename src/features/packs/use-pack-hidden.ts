import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PackageDetail } from '../../../contract';
import { packQueries } from '../../api/queries/packs';
import { flattenPages } from '../../api/queries/paging';
import { useSettings } from '../../lib/settings';

/**
 * Whether the pack is hidden from My packs: M3's `isHidden` where the service sends it, else
 * whether the hidden list (M7) holds it, read page by page until found. Undefined while unknown.
 */
export function usePackHidden(pack: PackageDetail): boolean | undefined {
  const { userId } = useSettings();
  const needsList = pack.isHidden === undefined && pack.isDownload === 'Y';
  const hidden = useInfiniteQuery({ ...packQueries.hidden({ userId }), enabled: needsList });
  const found = flattenPages(hidden.data).some((item) => item.packageId === pack.packageId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = hidden;

  useEffect(() => {
    if (needsList && !found && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [needsList, found, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pack.isHidden) return pack.isHidden === 'Y';
  if (pack.isDownload !== 'Y') return false;
  if (found) return true;
  if (hidden.data && !hasNextPage) return false;
  return undefined;
}
