import { MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { ResultCode } from '../../contract/error-codes';
import { ApiError } from './api-error';
import { currentApiKey } from './config';
import { t } from '../i18n';
import { describeError } from './describe-error';
import { subscribeSettings } from '../lib/settings';

const MAX_RETRIES = 2;

/**
 * How long a saved cache is worth showing offline (src/api/persistence); queries stay in memory
 * as long, or the next save would drop what the person saw a few minutes ago.
 */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Retries what may pass on a second try: network trouble, timeouts, server errors (1000, 5xx),
 * a busy service (429, 4029; after its Retry-After, readRetryDelay).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.code === ResultCode.unknownApiKey) return false;
  if (error.status === 429 || error.code === ResultCode.tooManyRequests) return true;
  if (error.code === ResultCode.serverError) return true;
  return error.kind === 'api' && error.status !== undefined && error.status >= 500;
}

/** About 4 minutes of tries (1, 2, 4, 8, 16, then every 30 s): then the write fails, and says so. */
export const MAX_WRITE_TRIES = 12;

/**
 * Tries a write again when it most likely did not reach the service: no connection, or refused
 * for now (429, 503). A timeout or other server error may have applied it, and M8 and M11 are
 * toggles that a second try would undo (those check the service's state before a second try:
 * mutations/toggle-once.ts). Offline, the write pauses instead and waits for the network.
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_WRITE_TRIES || !(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.status === 429 || error.status === 503;
}

/** React Query's own backoff, or the wait a busy service asked for (1 s to 1 min). */
export function readRetryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) {
    return Math.min(60_000, Math.max(1000, error.retryAfterMs));
  }
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

const WRITE_RETRY_CAP_MS = 30_000;
/** 1, 2, 4, … up to 30 s, or the wait a busy service asked for (1 s to 1 min). */
export function writeRetryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) {
    return Math.min(60_000, Math.max(1000, error.retryAfterMs));
  }
  return Math.min(1000 * 2 ** (failureCount - 1), WRITE_RETRY_CAP_MS);
}

export type CreateQueryClientOptions = {
  /** Shows a message (a toast) when a background refetch fails over data already on screen. */
  notify?: (message: string) => void;
  /**
   * A write made before a reload (queued offline, restored from storage) that the service
   * refused: nothing on screen is waiting for its answer, so the app must say so.
   */
  onRestoredWriteFailed?: (error: unknown, variables: unknown) => void;
};

/**
 * The apikey is not part of any query key (it is a secret and the same data comes back), so a key
 * entered in Settings would leave 9000 errors cached: refetch everything when it changes.
 */
class StickerQueryClient extends QueryClient {
  #mounts = 0;
  #stopWatching: (() => void) | undefined;

  override mount(): void {
    super.mount();
    this.#mounts += 1;
    if (this.#mounts > 1) return;
    let apiKey = currentApiKey();
    this.#stopWatching = subscribeSettings(() => {
      if (currentApiKey() === apiKey) return;
      apiKey = currentApiKey();
      void this.invalidateQueries();
    });
  }

  override unmount(): void {
    super.unmount();
    this.#mounts -= 1;
    if (this.#mounts > 0) return;
    this.#stopWatching?.();
    this.#stopWatching = undefined;
  }
}

/**
 * Watches for restored writes failing. A restored mutation never runs onMutate (its optimistic
 * change is in the restored cache already), so one that did not start here was restored.
 */
function restoredWriteWatcher(
  onFailed: CreateQueryClientOptions['onRestoredWriteFailed'],
): MutationCache {
  const startedHere = new WeakSet<Mutation<unknown, unknown>>();
  return new MutationCache({
    onMutate: (_variables, mutation) => {
      startedHere.add(mutation);
    },
    onError: (error, variables, _context, mutation) => {
      if (!startedHere.has(mutation)) onFailed?.(error, variables);
    },
  });
}

export function createQueryClient({
  notify,
  onRestoredWriteFailed,
}: CreateQueryClientOptions = {}): QueryClient {
  return new StickerQueryClient({
    mutationCache: restoredWriteWatcher(onRestoredWriteFailed),
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A first load shows its own error in place; only a failed refresh needs a toast.
        if (notify && query.state.data !== undefined) {
          notify(t('error.refreshFailed', { reason: describeError(error).title }));
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: readRetryDelay,
        staleTime: 30_000,
        gcTime: CACHE_MAX_AGE_MS,
        refetchOnWindowFocus: true,
        // A page's request starts in its route's loader; when it fails, the page that mounts
        // next shows that failure with its Retry instead of silently asking a second time.
        retryOnMount: false,
      },
      mutations: { retry: shouldRetryWrite, retryDelay: writeRetryDelay },
    },
  });
}
