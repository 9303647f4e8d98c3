import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { request } from '../client';
import { packKeys, type UserScope } from '../keys';
import {
  MyPackagePageBodySchema,
  PackageDetailBodySchema,
  PackageSummaryPageBodySchema,
  WishPageBodySchema,
  type PageMap,
} from '../schemas';
import { packDetailRequest } from '../requests';
import { PAGE_SIZE, pagedList } from './paging';

export const DETAIL_STALE_TIME = 5 * 60_000;

function listPage<Item>(
  path: readonly string[],
  schema: z.ZodMiniType<{ packageList: Item[]; pageMap: PageMap }>,
) {
  return async (pageNumber: number, signal: AbortSignal) => {
    const body = await request('messenger', path, schema, {
      query: { limit: PAGE_SIZE, pageNumber },
      signal,
    });
    return { items: body.packageList, pageMap: body.pageMap };
  };
}

export const packQueries = {
  /** M3. Opening a pack also records it as recently viewed (M5) on the service. */
  detail: (scope: UserScope & { packageId: number }) =>
    queryOptions({
      queryKey: packKeys.detail(scope),
      queryFn: async ({ signal }) => {
        const { group, path, query } = packDetailRequest(scope);
        const body = await request(group, path, PackageDetailBodySchema, { query, signal });
        return body.package;
      },
      staleTime: DETAIL_STALE_TIME,
    }),
  /** M6 */
  mine: ({ userId }: UserScope) =>
    pagedList(
      packKeys.list('mine', { userId }),
      listPage(['v1', 'mysticker', userId], MyPackagePageBodySchema),
    ),
  /** M7 */
  hidden: ({ userId }: UserScope) =>
    pagedList(
      packKeys.list('hidden', { userId }),
      listPage(['v1', 'mysticker', 'hide', userId], MyPackagePageBodySchema),
    ),
  /** M10 */
  wishlist: ({ userId }: UserScope) =>
    pagedList(
      packKeys.list('wishlist', { userId }),
      listPage(['v1', 'wish', userId], WishPageBodySchema),
    ),
  /** M9 */
  downloads: ({ userId }: UserScope) =>
    pagedList(
      packKeys.list('downloads', { userId }),
      listPage(['v1', 'download', userId], PackageSummaryPageBodySchema),
    ),
  /** M5 */
  recent: ({ userId }: UserScope) => ({
    ...pagedList(
      packKeys.list('recent', { userId }),
      listPage(['v1', 'package', 'recent', userId], PackageSummaryPageBodySchema),
    ),
    // Every pack opened (M3) is recorded on the service, so a cached list is soon out of date.
    staleTime: 0,
  }),
};
