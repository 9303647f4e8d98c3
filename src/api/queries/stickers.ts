import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { stickerKeys, type WordScope, type UserScope } from '../keys';
import { readM2, readM4 } from '../reading';
import { PAGE_SIZE, pagedList } from './paging';
import { readOptions } from './read-options';
import { searchQuery } from './search';

export const stickerQueries = {
  search: searchQuery,

  /** M2: the user's recent search tags, newest first. */
  recentSearches: (scope: UserScope) =>
    queryOptions({
      queryKey: stickerKeys.recentSearches(scope),
      queryFn: async (context) => {
        const body = await request('messenger', ['v1', 'search', 'recent'], readM2, {
          query: scope,
          ...readOptions(context),
        });
        return body.items.map((item) => item.keyword);
      },
      // Every search (M1) adds a tag on the service, so a cached list is soon out of date.
      staleTime: 0,
    }),

  /** M4 */
  sent: (scope: WordScope) =>
    pagedList(stickerKeys.sent(scope), (pageNumber, read) =>
      request(
        'messenger',
        ['v1', 'package', 'send', scope.userId],
        readM4({ pageNumber, limit: PAGE_SIZE }),
        {
          query: { limit: PAGE_SIZE, pageNumber, lang: scope.lang, script: scope.script },
          ...read,
        },
      ),
    ),
};
