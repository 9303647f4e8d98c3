import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PackageDetail } from '../../../contract';
import { packQueries } from '../../api/queries/packs';
import { flattenPages } from '../../api/queries/paging';
import { useSettings } from '../../lib/settings';

/**
 * The most pages of the hidden list (M7, 20 a page: 200 hidden packs) read to find one pack: a
 * person hides a handful, and opening a pack page should cost a few requests, not one per page
 * a server's pageCount claims. Past it the state stays unknown, and neither Hide nor Show is
 * offered: M8 toggles, so a guess could do the opposite of what the button says.
 */
export const MAX_HIDDEN_PAGES = 10;

/**
 * Whether the pack is hidden from My packs: M3's `isHidden` where the service sends it, else
 * whether the hidden list (M7) holds it, read page by page until found, the list ends (an empty
 * page ends it too) or MAX_HIDDEN_PAGES are read. Undefined while unknown.
 */
export function usePackHidden(pack: PackageDetail): boolean | undefined {
  const { userId } = useSettings();
  const needsList = pack.isHidden === undefined && pack.isDownload === 'Y';
  const hidden = useInfiniteQuery({ ...packQueries.hidden({ userId }), enabled: needsList });
  const found = flattenPages(hidden.data).some((item) => item.packageId === pack.packageId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = hidden;
  // A dependency: a page can arrive without a render that saw it being fetched.
  const pagesRead = hidden.data?.pages.length ?? 0;

  useEffect(() => {
    const mayReadMore = pagesRead < MAX_HIDDEN_PAGES;
    if (needsList && !found && hasNextPage && mayReadMore && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [needsList, found, hasNextPage, pagesRead, isFetchingNextPage, fetchNextPage]);

  if (pack.isHidden) return pack.isHidden === 'Y';
  if (pack.isDownload !== 'Y') return false;
  if (found) return true;
  if (hidden.data && !hasNextPage) return false;
  return undefined;
}
