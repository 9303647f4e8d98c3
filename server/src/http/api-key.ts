import type { Context, MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import { ResultCode } from '../../../src/api/schemas/error-codes';
import { failure } from './envelope';

/**
 * Under @hono/node-server the Node request is at hand: reading its plain header object spares
 * building a fetch Headers, which showed up on the hot paths. app.request() (no Node request)
 * falls back to the standard way.
 */
function apiKeyOf(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header('apikey');
  const value = incoming.headers.apikey;
  return typeof value === 'string' ? value : undefined;
}

/** The spec's authentication: a known key in the `apikey` header, else code 9000. */
export function requireApiKey(keys: readonly string[]): MiddlewareHandler {
  const known = new Set(keys);
  return (c, next) => {
    const key = apiKeyOf(c);
    if (key === undefined || key === '') {
      return Promise.resolve(failure(401, ResultCode.unknownApiKey, 'apikey header is missing'));
    }
    if (!known.has(key)) {
      return Promise.resolve(failure(401, ResultCode.unknownApiKey, 'apikey is not known'));
    }
    return next();
  };
}
