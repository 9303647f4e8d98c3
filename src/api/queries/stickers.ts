import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { stickerKeys, type LocaleScope, type UserScope } from '../keys';
import { RecentKeywordsBodySchema, SearchBodySchema, SentStickersBodySchema } from '../schemas';
import { searchPageRequest } from '../requests';
import { PAGE_SIZE, pagedList } from './paging';

export const stickerQueries = {
  /** M1. Disabled for an empty query, which the service would reject. */
  search: (scope: LocaleScope & { q: string }) => ({
    ...pagedList(stickerKeys.search(scope), async (pageNumber, signal) => {
      const { group, path, query } = searchPageRequest(scope, pageNumber);
      const body = await request(group, path, SearchBodySchema, { query, signal });
      // correctedQuery: the word the service searched instead of a one-typo query.
      return {
        items: body.stickerList,
        pageMap: body.pageMap,
        correctedQuery: body.correctedQuery,
      };
    }),
    enabled: scope.q.trim() !== '',
  }),

  /** M2: the user's recent search tags, newest first. */
  recentSearches: (scope: UserScope) =>
    queryOptions({
      queryKey: stickerKeys.recentSearches(scope),
      queryFn: async ({ signal }) => {
        const body = await request(
          'messenger',
          ['v1', 'search', 'recent'],
          RecentKeywordsBodySchema,
          {
            query: scope,
            signal,
          },
        );
        return body.keywordList.map((item) => item.keyword);
      },
      // Every search (M1) adds a tag on the service, so a cached list is soon out of date.
      staleTime: 0,
    }),

  /** M4 */
  sent: (scope: UserScope) =>
    pagedList(stickerKeys.sent(scope), async (pageNumber, signal) => {
      const body = await request(
        'messenger',
        ['v1', 'package', 'send', scope.userId],
        SentStickersBodySchema,
        { query: { limit: PAGE_SIZE, pageNumber }, signal },
      );
      return { items: body.stickerList, pageMap: body.pageMap };
    }),
};
