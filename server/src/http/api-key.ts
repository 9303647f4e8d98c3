import type { MiddlewareHandler } from 'hono';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from './envelope';

/**
 * The spec's authentication as middleware: a known key in the `apikey` header, else the 9000
 * failure. Mounted on the keyed groups, so it also answers unknown paths and methods there.
 */
export function requireApiKey(apiKeys: readonly string[]): MiddlewareHandler {
  const known = new Set(apiKeys);
  return async (c, next) => {
    const key = c.req.header('apikey');
    if (key === undefined || key === '') {
      return failure(401, ResultCode.unknownApiKey, 'apikey header is missing');
    }
    if (!known.has(key)) return failure(401, ResultCode.unknownApiKey, 'apikey is not known');
    await next();
  };
}
