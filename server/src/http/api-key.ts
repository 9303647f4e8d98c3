import type { Context } from 'hono';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from './envelope';
import { requestHeader } from './request-header';

/**
 * The spec's authentication: a known key in the `apikey` header. Answers the 9000 failure, or
 * undefined when the key is good.
 */
export function apiKeyFailure(c: Context, known: ReadonlySet<string>): Response | undefined {
  const key = requestHeader(c, 'apikey');
  if (key === undefined || key === '') {
    return failure(401, ResultCode.unknownApiKey, 'apikey header is missing');
  }
  if (!known.has(key)) return failure(401, ResultCode.unknownApiKey, 'apikey is not known');
  return undefined;
}
