import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Page } from '../queries/paging';

interface PagedQuery {
  data: InfiniteData<Page<unknown>> | undefined;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Pages of the person's own lists are read by offset, so a change made elsewhere between two
 * pages (a wish taken back on their phone) moves the items under them: one moves up onto a page
 * already shown and is on none. Each page carries the list's total; when a page's differs from
 * the first's, the list is read again from its first page, once for each page loaded (a server
 * whose totals never agree is not asked again and again). Returns the query.
 */
export function useReadAgainWhenChanged<Query extends PagedQuery>(query: Query): Query {
  const pages = query.data?.pages;
  const firstTotal = pages?.[0]?.pageMap.totalCount;
  const changed = pages?.some((page) => page.pageMap.totalCount !== firstTotal) ?? false;
  const loaded = pages?.length ?? 0;
  const readAgainAt = useRef(0);
  const { isFetching, refetch } = query;
  useEffect(() => {
    if (!changed || isFetching || loaded <= readAgainAt.current) return;
    readAgainAt.current = loaded;
    void refetch();
  }, [changed, isFetching, loaded, refetch]);
  return query;
}
