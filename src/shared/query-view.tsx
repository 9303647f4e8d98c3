import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { OfflinePanel } from './offline/offline-panel';

type QueryLike = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** 'paused': offline, so the request waits for the network. */
  fetchStatus?: string;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
};

type QueryViewProps = {
  query: QueryLike;
  skeleton: ReactNode;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
};

/**
 * The four states every list has. An error replaces the content only when there is nothing to
 * show; a failed background refetch keeps the data (the query client reports it in a toast).
 */
export function QueryView({ query, skeleton, isEmpty, empty, children }: QueryViewProps) {
  if (query.isError && query.data === undefined) {
    return (
      <ErrorPanel
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending && query.fetchStatus === 'paused') return <OfflinePanel />;
  if (query.isPending) return <>{skeleton}</>;
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
