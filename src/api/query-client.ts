import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ResultCode } from '../../contract/error-codes';
import { ApiError } from './api-error';
import { currentApiKey } from './config';
import { t } from '../i18n';
import { describeError } from './describe-error';
import { subscribeSettings } from '../lib/settings';

const MAX_RETRIES = 2;

/** Retries what may pass on a second try: network trouble, timeouts, server errors (1000, 5xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.code === ResultCode.unknownApiKey) return false;
  if (error.code === ResultCode.serverError) return true;
  return error.kind === 'api' && error.status !== undefined && error.status >= 500;
}

export type CreateQueryClientOptions = {
  /** Shows a message (a toast) when a background refetch fails over data already on screen. */
  notify?: (message: string) => void;
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

export function createQueryClient({ notify }: CreateQueryClientOptions = {}): QueryClient {
  return new StickerQueryClient({
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
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // A page's request starts in its route's loader; when it fails, the page that mounts
        // next shows that failure with its Retry instead of silently asking a second time.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
