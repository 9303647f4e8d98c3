import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { PageMap } from '../../../contract';
import { readOptions, type ReadOptions } from './read-options';

export const PAGE_SIZE = 20;
export const LIST_STALE_TIME = 60_000;

/**
 * One page of a paged list, whatever the wire name of its items (stickerList, packageList).
 * `unreadable` counts the items the server sent that could not be shown.
 */
export type Page<T> = { items: T[]; pageMap: PageMap; unreadable?: number };
export type Pages<T> = InfiniteData<Page<T>>;

/**
 * The page after `last`, while pageMap says there is one and `last` had something in it: a
 * server whose pageCount runs far past its items (100,000 pages, empty after the first) ends
 * the list at its first empty page instead of being asked for every page it claims.
 */
export function getNextPageParam(last: {
  pageMap: PageMap;
  items: readonly unknown[];
  unreadable?: number;
}): number | undefined {
  const { pageNumber, pageCount } = last.pageMap;
  if (last.items.length === 0 && !last.unreadable) return undefined;
  return pageNumber < pageCount ? pageNumber + 1 : undefined;
}

export function flattenPages<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

export function totalCount(data: InfiniteData<Page<unknown>> | undefined): number | undefined {
  return data?.pages[0]?.pageMap.totalCount;
}

/** Items of all loaded pages that could not be shown. */
export function unreadableCount(data: InfiniteData<Page<unknown>> | undefined): number {
  return data?.pages.reduce((sum, page) => sum + (page.unreadable ?? 0), 0) ?? 0;
}

export function pagedList<P extends Page<unknown>, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (pageNumber: number, read: ReadOptions) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: (context) => fetchPage(context.pageParam, readOptions(context)),
    initialPageParam: 1,
    getNextPageParam,
    staleTime: LIST_STALE_TIME,
  });
}
