import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { cameraKeys, type CameraPackageFilters, type UserScope } from '../keys';
import {
  CameraPackagePageBodySchema,
  CameraSearchBodySchema,
  CameraStickerListBodySchema,
} from '../schemas';
import { LIST_STALE_TIME, pagedList } from './paging';

export const cameraQueries = {
  /** C1. Empty filters mean "all", so they are sent as given. */
  packages: (scope: UserScope & CameraPackageFilters) =>
    pagedList(cameraKeys.packages(scope), async (pageNumber, signal) => {
      const body = await request('camera', ['v1', 'package'], CameraPackagePageBodySchema, {
        query: { ...scope, pageNumber },
        signal,
      });
      return { items: body.packageList, pageMap: body.pageMap };
    }),

  /** C2. Disabled for an empty tag, which the service requires. */
  search: (scope: UserScope & { searchText: string }) =>
    queryOptions({
      queryKey: cameraKeys.search(scope),
      queryFn: async ({ signal }) => {
        const body = await request('camera', ['v1', 'search'], CameraSearchBodySchema, {
          query: scope,
          signal,
        });
        return body.stickerList;
      },
      enabled: scope.searchText.trim() !== '',
      staleTime: LIST_STALE_TIME,
    }),

  /** C3 */
  frequent: (scope: UserScope) =>
    queryOptions({
      queryKey: cameraKeys.frequent(scope),
      queryFn: async ({ signal }) => {
        const body = await request(
          'camera',
          ['v1', 'sticker', 'frequently'],
          CameraStickerListBodySchema,
          { query: scope, signal },
        );
        return body.stickerList;
      },
      staleTime: LIST_STALE_TIME,
    }),

  /** C4 */
  reactions: (scope: UserScope) =>
    queryOptions({
      queryKey: cameraKeys.reactions(scope),
      queryFn: async ({ signal }) => {
        const body = await request(
          'camera',
          ['v1', 'sticker', 'reaction'],
          CameraStickerListBodySchema,
          { query: scope, signal },
        );
        return body.stickerList;
      },
      staleTime: 5 * 60_000,
    }),
};
