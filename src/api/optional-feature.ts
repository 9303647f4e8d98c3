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
 * Whether to offer an optional feature: only once its query has answered. While it loads, when
 * the server lacks the extension, and when it fails otherwise, the feature stays out of sight.
 */
export function isFeatureOffered(query: { isSuccess: boolean }): boolean {
  return query.isSuccess;
}
