import type { InfiniteData } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { flattenPages, unreadableCount, type Page } from '../../api';
import { LoadMore } from '../../components/ui/load-more';
import { useFocusAfterRemoval } from '../../components/use-focus-after-removal';
import { uniqueBy } from '../../lib/unique-by';
import { QueryView } from '../../shared/query-view';
import { PackCard, type PackCardData } from './pack-card';
import { PackList } from './pack-list';
import { PackListSkeleton } from './pack-list-skeleton';
import { UnreadableNote } from './unreadable-note';

type InfinitePacks<T> = {
  data: InfiniteData<Page<T>> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  errorUpdatedAt: number;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
  isFetchNextPageError: boolean;
  isPlaceholderData?: boolean;
};

type PagedPackListProps<T extends PackCardData> = {
  query: InfinitePacks<T>;
  label: string;
  empty: ReactNode;
  actions?: (pack: T) => ReactNode;
  meta?: (pack: T) => ReactNode;
  sort?: (a: T, b: T) => number;
  getKey?: (pack: T) => string | number;
  /** Numbers the cards: the list is a ranking. */
  ranked?: boolean;
  /**
   * Said to a screen reader when the list comes back empty: one whose filters change under the
   * person's focus, which the empty state alone only shows.
   */
  emptyStatus?: string;
};

export function PagedPackList<T extends PackCardData>({
  query,
  label,
  empty,
  actions,
  meta,
  sort,
  getKey = (pack) => pack.packageId,
  ranked = false,
  emptyStatus,
}: PagedPackListProps<T>) {
  // Pages that overlap (or repeat an item) show it once, where it first came.
  const flat = uniqueBy(flattenPages(query.data), getKey);
  const packs = sort ? [...flat].sort(sort) : flat;
  const unreadable = unreadableCount(query.data);
  const isEmpty = packs.length === 0 && unreadable === 0;
  const answeredEmpty = !query.isPending && !query.isError && !query.isPlaceholderData && isEmpty;
  const containerRef = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(containerRef);
  return (
    <div ref={containerRef}>
      {emptyStatus === undefined ? null : (
        <p role="status" className="sr-only">
          {answeredEmpty ? emptyStatus : ''}
        </p>
      )}
      <QueryView query={query} skeleton={<PackListSkeleton />} isEmpty={isEmpty} empty={empty}>
        <PackList label={label}>
          {packs.map((pack, index) => (
            <li key={getKey(pack)}>
              <PackCard
                pack={pack}
                actions={actions?.(pack)}
                meta={meta?.(pack)}
                eager={index < 4}
                rank={ranked ? index + 1 : undefined}
              />
            </li>
          ))}
        </PackList>
        <UnreadableNote count={unreadable} />
        <LoadMore
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
          failed={query.isFetchNextPageError}
        />
      </QueryView>
    </div>
  );
}
