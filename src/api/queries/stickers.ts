import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { stickerKeys, type LocaleScope, type UserScope } from '../keys';
import { readBody } from '../reading';
import { SEARCH_PAGE_SIZE, searchPageRequest } from '../requests';
import { PAGE_SIZE, pagedList } from './paging';

export const stickerQueries = {
  /** M1. Disabled for an empty query, which the service would reject. */
  search: (scope: LocaleScope & { q: string }) => ({
    ...pagedList(stickerKeys.search(scope), (pageNumber, signal) => {
      const { group, path, query } = searchPageRequest(scope, pageNumber);
      const page = { pageNumber, limit: SEARCH_PAGE_SIZE };
      return request(group, path, readBody.M1(page), { query, signal });
    }),
    enabled: scope.q.trim() !== '',
  }),

  /** M2: the user's recent search tags, newest first. */
  recentSearches: (scope: UserScope) =>
    queryOptions({
      queryKey: stickerKeys.recentSearches(scope),
      queryFn: async ({ signal }) => {
        const body = await request('messenger', ['v1', 'search', 'recent'], readBody.M2, {
          query: scope,
          signal,
        });
        return body.items.map((item) => item.keyword);
      },
      // Every search (M1) adds a tag on the service, so a cached list is soon out of date.
      staleTime: 0,
    }),

  /** M4 */
  sent: (scope: UserScope) =>
    pagedList(stickerKeys.sent(scope), (pageNumber, signal) =>
      request(
        'messenger',
        ['v1', 'package', 'send', scope.userId],
        readBody.M4({ pageNumber, limit: PAGE_SIZE }),
        { query: { limit: PAGE_SIZE, pageNumber }, signal },
      ),
    ),
};
