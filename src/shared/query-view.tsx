import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { OfflinePanel } from './offline/offline-panel';
import { useErrorBeingRetried } from './use-error-being-retried';
import { waitsForNetwork } from './offline/waits-for-network';

type QueryLike = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  errorUpdatedAt: number;
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
  /** The list is a search's results (ErrorPanel words a refused parameter for a search). */
  search?: boolean;
};

/**
 * The four states every list has. An error replaces the content only when there is nothing to
 * show, and stays while the list is tried again; a failed background refetch keeps the data
 * (the query client reports it in a toast).
 */
export function QueryView({
  query,
  skeleton,
  isEmpty,
  empty,
  children,
  search = false,
}: QueryViewProps) {
  const error = useErrorBeingRetried(query);
  if (error !== undefined && query.data === undefined) {
    return (
      <ErrorPanel
        error={error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        search={search}
      />
    );
  }
  if (waitsForNetwork(query)) return <OfflinePanel />;
  if (query.isPending) return <>{skeleton}</>;
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
