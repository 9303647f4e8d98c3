import type { MiddlewareHandler } from 'hono';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from './envelope';

// Every 401 names how to authenticate (RFC 9110 15.5.2); clients that follow it (Android's
// HttpURLConnection) fail before reading the envelope without one.
const CHALLENGE = { 'WWW-Authenticate': 'ApiKey realm="sticker-service", header="apikey"' };

/**
 * The spec's authentication as middleware: a known key in the `apikey` header, else the 9000
 * failure. Mounted on the keyed groups, so it also answers unknown paths and methods there.
 */
export function requireApiKey(apiKeys: readonly string[]): MiddlewareHandler {
  const known = new Set(apiKeys);
  return async (c, next) => {
    const key = c.req.header('apikey');
    if (key === undefined || key === '') {
      return failure(401, ResultCode.unknownApiKey, 'apikey header is missing', CHALLENGE);
    }
    if (!known.has(key)) {
      return failure(401, ResultCode.unknownApiKey, 'apikey is not known', CHALLENGE);
    }
    await next();
  };
}
