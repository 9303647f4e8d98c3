import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from '../client';

/** What a query's read passes on to `request`: its abort signal and how it may use caches. */
export type ReadOptions = Required<Pick<RequestOptions, 'signal' | 'cache'>>;

type ReadContext = { client: QueryClient; queryKey: QueryKey; signal: AbortSignal };

/**
 * A query the app has invalidated holds a copy it knows is out of date (it has just written, or
 * its last refresh failed), often with an optimistic change the service has since confirmed. Its
 * refetch asks for the service's own answer (`no-cache`): the service worker's saved copy
 * predates the write and must not replace what the screen shows (scripts/vite-pwa.ts). A read
 * with nothing on screen yet may still be answered from a cache, which is what works offline.
 */
export function readOptions({ client, queryKey, signal }: ReadContext): ReadOptions {
  const state = client.getQueryState(queryKey);
  const outOfDate = state?.isInvalidated === true && state.data !== undefined;
  return { signal, cache: outOfDate ? 'no-cache' : 'default' };
}
