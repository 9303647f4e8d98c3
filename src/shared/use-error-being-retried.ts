import { useState } from 'react';

type ObservedQuery = {
  error: unknown;
  /** When the query last failed; 0 if it never has. */
  errorUpdatedAt: number;
  isFetching: boolean;
  data: unknown;
};

/**
 * The error a query without data failed with, kept while it is tried again. React Query starts
 * such a retry over as pending with the error cleared, so the page would flip from saying why to
 * its loading skeleton at every retry, and the error panel, taken off the page, would start its
 * automatic retries' backoff again each time.
 */
export function useErrorBeingRetried(query: ObservedQuery): unknown {
  const [kept, setKept] = useState<{ error: unknown; at: number }>();
  const failed = query.error !== null && query.error !== undefined;
  if (failed && kept?.error !== query.error) {
    setKept({ error: query.error, at: query.errorUpdatedAt });
  }
  if (failed) return query.error;
  if (kept === undefined || query.data !== undefined || !query.isFetching) return undefined;
  // The same query (its last failure is the kept one), tried again and not answered yet.
  return kept.at === query.errorUpdatedAt ? kept.error : undefined;
}
