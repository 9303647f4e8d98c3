import { queryOptions } from '@tanstack/react-query';
import type { PackageDetail } from '../../../contract';
import { request } from '../client';
import { packKeys, type PackDetailScope, type UserScope } from '../keys';
import { readM10, readM3, readM5, readM6, type BodyReader, type PageRequest } from '../reading';
import { packDetailRequest } from '../requests';
import { PAGE_SIZE, pagedList, type Page } from './paging';
import { readOptions, type ReadOptions } from './read-options';

export const DETAIL_STALE_TIME = 5 * 60_000;

/** M3's pack, with how many of the stickers the server sent could not be shown. */
export type PackDetail = PackageDetail & { unreadableStickers?: number };

function listPage<Item>(
  path: readonly string[],
  reader: (page: PageRequest) => BodyReader<Page<Item>>,
) {
  return (pageNumber: number, read: ReadOptions) =>
    request('messenger', path, reader({ pageNumber, limit: PAGE_SIZE }), {
      query: { limit: PAGE_SIZE, pageNumber },
      ...read,
    });
}

export const packQueries = {
  /**
   * M3. Opening a pack also records it as recently viewed (M5) on the service, unless the scope
   * is `unrecorded`.
   */
  detail: (scope: PackDetailScope) =>
    queryOptions({
      queryKey: packKeys.detail(scope),
      queryFn: async (context): Promise<PackDetail> => {
        const { group, path, query } = packDetailRequest(scope);
        const body = await request(group, path, readM3, { query, ...readOptions(context) });
        // Kept with the pack, as a list page keeps its count: shown from the cache, it says so too.
        return body.unreadable > 0
          ? { ...body.package, unreadableStickers: body.unreadable }
          : body.package;
      },
      staleTime: DETAIL_STALE_TIME,
    }),
  /** M6 */
  mine: ({ userId }: UserScope) =>
    pagedList(packKeys.list('mine', { userId }), listPage(['v1', 'mysticker', userId], readM6)),
  /** M7 */
  hidden: ({ userId }: UserScope) =>
    pagedList(
      packKeys.list('hidden', { userId }),
      listPage(['v1', 'mysticker', 'hide', userId], readM6),
    ),
  /** M10 */
  wishlist: ({ userId }: UserScope) =>
    pagedList(packKeys.list('wishlist', { userId }), listPage(['v1', 'wish', userId], readM10)),
  /** M9 */
  downloads: ({ userId }: UserScope) =>
    pagedList(packKeys.list('downloads', { userId }), listPage(['v1', 'download', userId], readM5)),
  /** M5 */
  recent: ({ userId }: UserScope) => ({
    ...pagedList(
      packKeys.list('recent', { userId }),
      listPage(['v1', 'package', 'recent', userId], readM5),
    ),
    // Every pack opened (M3) is recorded on the service, so a cached list is soon out of date.
    staleTime: 0,
  }),
};
