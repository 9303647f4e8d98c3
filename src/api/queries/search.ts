import { request } from '../client';
import { stickerKeys, type LocaleScope } from '../keys';
import { readM1 } from '../reading/search-reader';
import { SEARCH_PAGE_SIZE, searchPageRequest } from '../requests';
import { pagedList } from './paging';

/** M1. Disabled for an empty query, which the service would reject. */
export const searchQuery = (scope: LocaleScope & { q: string }) => ({
  ...pagedList(stickerKeys.search(scope), (pageNumber, read) => {
    const { group, path, query } = searchPageRequest(scope, pageNumber);
    const page = { pageNumber, limit: SEARCH_PAGE_SIZE };
    return request(group, path, readM1(page), { query, ...read });
  }),
  enabled: scope.q.trim() !== '',
});
