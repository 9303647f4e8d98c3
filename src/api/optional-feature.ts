import { isApiError } from './api-error';
import { ResultCode } from '../../contract/error-codes';

/**
 * Whether a failed request of an optional extension means the server does not have it: such
 * servers answer unknown paths with 4004 (or a bare 404). The app then hides the feature quietly.
 */
export function isFeatureAbsent(error: unknown): boolean {
  return isApiError(error) && (error.code === ResultCode.notFound || error.status === 404);
}

/**
 * A write to an optional extension that settles quietly, with nothing, when the server lacks it:
 * what it would have recorded is not kept there, and that is no failure to report.
 */
export function unlessAbsent<T>(write: Promise<T>): Promise<T | undefined> {
  return write.catch((error: unknown) => {
    if (isFeatureAbsent(error)) return undefined;
    throw error;
  });
}

/**
 * Whether to offer an optional feature: once its query has answered. While it loads, when the
 * server lacks the extension, and when its first read fails otherwise, the feature stays out of
 * sight; a later refresh that fails (the service out of reach for a moment) does not take away
 * what the server has shown it has.
 */
export function isFeatureOffered(query: { data: unknown }): boolean {
  return query.data !== undefined;
}
