import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { cameraKeys, type CameraPackageFilters, type WordScope, type UserScope } from '../keys';
import { readC1, readC2, readC3 } from '../reading';
import { cameraPackagesRequest } from '../requests';
import { LIST_STALE_TIME, PAGE_SIZE, pagedList } from './paging';
import { readOptions } from './read-options';

export const cameraQueries = {
  /** C1: the spec's default page size applies. */
  packages: (scope: UserScope & CameraPackageFilters) =>
    pagedList(cameraKeys.packages(scope), (pageNumber, read) => {
      const { group, path, query } = cameraPackagesRequest(scope, pageNumber);
      return request(group, path, readC1({ pageNumber, limit: PAGE_SIZE }), { query, ...read });
    }),

  /** C2, its names in `lang` (an extension). Disabled for an empty tag, which the service requires. */
  search: (scope: WordScope & { searchText: string }) =>
    queryOptions({
      queryKey: cameraKeys.search(scope),
      queryFn: async (context) => {
        const body = await request('camera', ['v1', 'search'], readC2, {
          query: scope,
          ...readOptions(context),
        });
        return body.items;
      },
      enabled: scope.searchText.trim() !== '',
      staleTime: LIST_STALE_TIME,
    }),

  /** C3 */
  frequent: (scope: WordScope) =>
    queryOptions({
      queryKey: cameraKeys.frequent(scope),
      queryFn: async (context) => {
        const body = await request('camera', ['v1', 'sticker', 'frequently'], readC3, {
          query: scope,
          ...readOptions(context),
        });
        return body.items;
      },
      staleTime: LIST_STALE_TIME,
    }),

  /** C4 */
  reactions: (scope: WordScope) =>
    queryOptions({
      queryKey: cameraKeys.reactions(scope),
      queryFn: async (context) => {
        const body = await request('camera', ['v1', 'sticker', 'reaction'], readC3, {
          query: scope,
          ...readOptions(context),
        });
        return body.items;
      },
      staleTime: 5 * 60_000,
    }),
};
