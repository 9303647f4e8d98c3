import { ResultCode } from '../../contract/error-codes';
import { t } from '../i18n';
import { ApiError } from './api-error';

export type ErrorDescription = {
  title: string;
  detail: string;
  retryable: boolean;
  /** The service or the connection may come back by itself: worth retrying without a press. */
  unreachable?: boolean;
  /**
   * The service is busy (429, 4029): a read is worth asking again by itself after this long
   * (its `Retry-After`, or a few seconds when it did not say; at most a minute).
   */
  retryAfterMs?: number;
};

/** What the request was, where the words depend on it: only a search can be made shorter. */
export type ErrorContext = { search?: boolean };

const BUSY_DEFAULT_WAIT_MS = 5000;
const BUSY_LONGEST_WAIT_MS = 60_000;
const BUSY_SHORTEST_WAIT_MS = 1000;

const busyWait = (retryAfterMs: number | undefined) =>
  Math.min(
    BUSY_LONGEST_WAIT_MS,
    Math.max(BUSY_SHORTEST_WAIT_MS, retryAfterMs ?? BUSY_DEFAULT_WAIT_MS),
  );

// How browsers word a page's code failing to load: the server is out of reach, as for the API.
const CODE_LOAD_FAILURE =
  /dynamically imported module|importing a module script failed|module script/i;

const unreachable = (): ErrorDescription => ({
  title: t('error.unreachable.title'),
  detail: t('error.unreachable.detail'),
  retryable: true,
  unreachable: true,
});

/** User-facing words for an error, in the interface language; any thrown value is accepted so boundaries can pass theirs. */
export function describeError(error: unknown, context: ErrorContext = {}): ErrorDescription {
  if (!(error instanceof ApiError)) {
    if (error instanceof Error && CODE_LOAD_FAILURE.test(error.message)) return unreachable();
    return {
      title: t('error.unexpected.title'),
      detail: error instanceof Error ? error.message : t('error.unexpected.detail'),
      retryable: true,
    };
  }
  if (error.code === ResultCode.unknownApiKey) {
    return {
      title: t('error.apiKey.title'),
      detail: t('error.unknownKeyHint'),
      retryable: false,
    };
  }
  if (error.status === 429 || error.code === ResultCode.tooManyRequests) {
    return {
      title: t('error.busy.title'),
      detail: t('error.busy.detail'),
      retryable: true,
      retryAfterMs: busyWait(error.retryAfterMs),
    };
  }
  // A proxy's HTML page for 500 or 502 carries no code: the service (or what is in front of it)
  // failed, it did not refuse.
  const failedInside =
    error.code === ResultCode.serverError ||
    (error.kind === 'api' && error.status !== undefined && error.status >= 500);
  if (failedInside) {
    return {
      title: t('error.server.title'),
      detail: t('error.server.detail'),
      retryable: true,
    };
  }
  if (error.status === 404 || error.code === ResultCode.notFound) {
    return {
      title: t('error.notFound.title'),
      detail: t('error.notFound.detail'),
      retryable: false,
    };
  }
  switch (error.kind) {
    case 'network':
      return unreachable();
    case 'timeout':
      return {
        title: t('error.timeout.title'),
        detail: t('error.timeout.detail'),
        retryable: true,
      };
    case 'invalid-response':
      return {
        title: t('error.invalidResponse.title'),
        detail: t('error.invalidResponse.detail'),
        retryable: true,
      };
    case 'api':
      // The service's own words are for developers ("q must be 1 to 100 characters"), and may be
      // in any language: the screen says what happened in the app's words.
      return {
        title: t('error.refused.title'),
        detail: t(
          error.code !== ResultCode.invalidParameter
            ? 'error.refused.unexplained'
            : context.search
              ? 'error.refused.invalidParameter'
              : 'error.refused.invalidParameterPage',
        ),
        retryable: error.status === undefined,
      };
  }
}
