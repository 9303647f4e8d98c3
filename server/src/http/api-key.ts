import type { MiddlewareHandler } from 'hono';
import { ResultCode } from '../../../src/api/schemas/error-codes';
import { failure } from './envelope';

/** The spec's authentication: a known key in the `apikey` header, else code 9000. */
export function requireApiKey(keys: readonly string[]): MiddlewareHandler {
  const known = new Set(keys);
  return async (c, next) => {
    const key = c.req.header('apikey');
    if (key === undefined || key === '') {
      return failure(c, 401, ResultCode.unknownApiKey, 'apikey header is missing');
    }
    if (!known.has(key)) return failure(c, 401, ResultCode.unknownApiKey, 'apikey is not known');
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
